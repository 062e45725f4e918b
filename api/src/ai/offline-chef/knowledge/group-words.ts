import type { Gender } from "@chefzap/shared";
import type { FoodEntry } from "../types.ts";

/** A word for several foods of one kind ("legumes"), and what makes a food one of them. */
export interface GroupWord {
  gender: Gender;
  plural: boolean;
  member: (food: FoodEntry) => boolean;
}

// A cook calls batata, mandioca and milho "legumes" too; onion and garlic season, they are not the legumes.
const STARCHY = ["potato", "tuber", "corn"];

export const GROUP_WORDS: Readonly<Record<string, GroupWord>> = {
  legumes: {
    gender: "m",
    plural: true,
    member: (food) =>
      (food.role === "vegetable" && !food.tags.has("aromatic")) ||
      (food.role === "carb" && STARCHY.some((tag) => food.tags.has(tag))),
  },
  frutas: { gender: "f", plural: true, member: (food) => food.role === "fruit" },
  ervas: { gender: "f", plural: true, member: (food) => food.role === "herb" },
  especiarias: { gender: "f", plural: true, member: (food) => food.role === "spice" },
  folhas: { gender: "f", plural: true, member: (food) => food.role === "vegetable" },
  carnes: { gender: "f", plural: true, member: (food) => food.role === "protein" },
  // What fills a dish, whatever it is: any food is recheio, and so is a salada's any raw vegetable.
  recheio: { gender: "m", plural: false, member: () => true },
  salada: { gender: "f", plural: false, member: () => true },
};

/** The group word when every food is one of its kind: torta of milho, linguiça and sardinha has no "legumes". */
export function groupFor(word: string | undefined, foods: readonly FoodEntry[]): GroupWord | undefined {
  const group = word === undefined ? undefined : GROUP_WORDS[word];
  return group && foods.every(group.member) ? group : undefined;
}
