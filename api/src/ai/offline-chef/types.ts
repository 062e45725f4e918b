import type { GeneratedRecipe, Gender } from "@chefzap/shared";

export type SkillLevel = GeneratedRecipe["skillLevel"];

export type FoodRole =
  | "protein"
  | "carb"
  | "vegetable"
  | "legume"
  | "dairy"
  | "fruit"
  | "sweet"
  | "fat"
  | "herb"
  | "spice"
  | "nut"
  | "sauce"
  | "liquid"
  | "baking";

/** "both" foods (queijo, banana, coco…) may go in a savory or a sweet dish. */
export type Flavour = "savory" | "sweet" | "both";

export type DietFlag = "animal" | "meat" | "fish" | "dairy" | "gluten" | "egg";

export type Unit =
  | "g"
  | "ml"
  | "xic"
  | "cs"
  | "cc"
  | "un"
  | "dente"
  | "fatia"
  | "folha"
  | "maco"
  | "lata"
  | "cx"
  | "pitada"
  | "gosto";

/** An amount per serving (or per batch, in a dish slot) in a household unit. */
export type Portion = readonly [amount: number, unit: Unit];

export type { Gender };

/** Another name for a food; `display` is what the recipe prints when the cook typed `text`. */
export interface FoodAlias {
  text: string;
  display: string;
  gender: Gender;
}

export interface FoodEntry {
  /** The food catalogue's id: "frango", "mucarela", "grao_de_bico"; unknown foods keep a folded phrase. */
  key: string;
  name: string;
  plural: string;
  gender: Gender;
  role: FoodRole;
  flavour: Flavour;
  diet: ReadonlySet<DietFlag>;
  tags: ReadonlySet<string>;
  portion: Portion;
  /** Default cut, written in the masculine singular ("picado"); inflected when rendered. */
  prep?: string;
  /** Eggs and similar never show "½". */
  whole?: boolean;
  /** Every name that maps to this food, canonical first. */
  aliases: readonly FoodAlias[];
  /** Set when the food was not in the catalogue and its category was guessed from its words. */
  guessed?: boolean;
}

/** A food as it will appear in one recipe: the user's own word for it when they typed a synonym. */
export interface FoodUse {
  food: FoodEntry;
  display: string;
  gender: Gender;
  /** The user's text, when the user typed it; undefined for pantry items and dish defaults. */
  raw?: string;
}
