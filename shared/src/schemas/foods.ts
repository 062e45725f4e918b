import { z } from "zod";
import { UNITS } from "../recipes/ingredient-line.ts";
import { SHOPPING_CATEGORIES } from "../recipes/shopping.ts";

/** The food selector's categories, in the spec's order (Proteínas is the default tab). */
export const FOOD_CATEGORIES = [
  "Proteínas",
  "Carboidratos",
  "Vegetais",
  "Laticínios",
  "Frutas",
  "Temperos",
  "Cereais e Grãos",
  "Oleaginosas e Nozes",
  "Bebidas",
  "Doces e Sobremesas",
  "Congelados",
  "Enlatados e Conservas",
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** The 18 items of ANVISA RDC 26/2015 plus lactose, by the ids of api/data/allergens/allergens_br.csv. */
export const ALLERGEN_GROUPS = [
  "gluten",
  "crustaceos",
  "ovos",
  "peixes",
  "amendoim",
  "soja",
  "leite",
  "amendoa",
  "avela",
  "castanha_de_caju",
  "castanha_do_para",
  "macadamia",
  "nozes",
  "peca",
  "pistache",
  "pinoli",
  "castanhas",
  "latex_natural",
  "lactose",
] as const;
export type AllergenGroupId = (typeof ALLERGEN_GROUPS)[number];

export const DIET_FLAGS = ["vegan", "vegetarian", "gluten_free", "lactose_free"] as const;
export type FoodDietFlag = (typeof DIET_FLAGS)[number];

/** What a food does in a dish; the offline chef fills its slots by role. */
export const FOOD_ROLES = [
  "protein",
  "carb",
  "vegetable",
  "legume",
  "dairy",
  "fruit",
  "sweet",
  "fat",
  "herb",
  "spice",
  "nut",
  "sauce",
  "liquid",
  "baking",
] as const;

/** The offline chef's household units for a portion ("xic" cup, "cs" tablespoon, "cc" teaspoon…). */
export const CHEF_UNITS = [
  "g",
  "ml",
  "xic",
  "cs",
  "cc",
  "un",
  "dente",
  "fatia",
  "folha",
  "maco",
  "lata",
  "cx",
  "pitada",
  "gosto",
] as const;

/** Lowercase snake_case ASCII of the Portuguese name: "grao_de_bico", "cacao" for cação. */
export const FOOD_ID = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
const foodId = z.string().regex(FOOD_ID, "id em snake_case ASCII");
const text = z.string().trim().min(1);
const positive = z.number().positive();

/**
 * Where the food's nutrients come from: a TACO 4th ed. item (id 1–597) as bought and, when TACO has
 * one, as cooked; `confidence` below 1 marks a stand-in (tilápia → pescada), `note` says why. "free": no energy worth
 * counting (water, spices by the pinch). "none": TACO lacks it and no neighbour is close enough.
 */
const tacoSchema = z.union([
  z.literal("free"),
  z.literal("none"),
  z
    .object({
      raw: z.number().int().min(1).max(597),
      cooked: z.number().int().min(1).max(597).optional(),
      confidence: z.number().gt(0).max(1).optional(),
      /** Why a stand-in stands in: what TACO lacks and how far the item is from the food. */
      note: text.optional(),
    })
    .strict(),
]);

/**
 * One food of the catalogue (api/data/catalogue/foods.json). Aliases may carry marks: "=nescau"
 * matches but the recipe prints the food's own name (brands, English); "aipim:m" sets the gender
 * the steps use when the cook typed that word.
 */
export const foodRowSchema = z
  .object({
    id: foodId,
    name: text,
    plural: text,
    gender: z.enum(["m", "f"]),
    category: z.enum(FOOD_CATEGORIES),
    aisle: z.enum(SHOPPING_CATEGORIES),
    common: z.boolean(),
    icon: text,
    aliases: z.array(text),
    misspellings: z.array(text).optional(),
    /** A kind of another food (coxa de frango → frango) that the offline chef cooks as its parent. */
    parent: foodId.optional(),
    role: z.enum(FOOD_ROLES),
    flavour: z.enum(["savory", "sweet", "both"]),
    diet: z.array(z.enum(DIET_FLAGS)),
    allergens: z.array(z.enum(ALLERGEN_GROUPS)),
    tags: z.array(text).optional(),
    /** Present on the foods the offline chef composes with: the portion per serving and default cut. */
    chef: z
      .object({
        portion: z.tuple([positive, z.enum(CHEF_UNITS)]),
        prep: text.optional(),
        whole: z.boolean().optional(),
      })
      .strict()
      .optional(),
    taco: tacoSchema,
    /** Grams per mL as a cook fills a cup, raw and cooked. */
    density: positive.optional(),
    cookedDensity: positive.optional(),
    /** Grams per household unit ("unidade", "dente", "fatia"…), edible portion; packages are weighed elsewhere. */
    units: z.partialRecord(z.enum(UNITS), positive).optional(),
    /** Grams a line "a gosto" stands for. */
    toTaste: positive.optional(),
  })
  .strict()
  .superRefine((food, ctx) => {
    for (const problem of dietProblems(food))
      ctx.addIssue({ code: "custom", path: ["diet"], message: problem });
  });
export type FoodRow = z.infer<typeof foodRowSchema>;

/** Diet flags must follow from the allergen groups, so "contains milk" is said once. */
function dietProblems(food: { diet: readonly string[]; allergens: readonly string[] }): string[] {
  const has = (group: AllergenGroupId) => food.allergens.includes(group);
  const is = (flag: FoodDietFlag) => food.diet.includes(flag);
  const problems: string[] = [];
  if (has("lactose") && !has("leite")) problems.push("lactose sem o grupo leite");
  if (is("lactose_free") === has("lactose")) problems.push("lactose_free deve ser o contrário de lactose");
  if (is("gluten_free") === has("gluten")) problems.push("gluten_free deve ser o contrário de gluten");
  if (is("vegan") && !is("vegetarian")) problems.push("vegan sem vegetarian");
  if (is("vegan") && (has("leite") || has("ovos"))) problems.push("vegan com leite ou ovos");
  if (is("vegetarian") && (has("peixes") || has("crustaceos"))) problems.push("vegetarian com peixes");
  return problems;
}

/** GET /api/foods: the selector's data, the twelve categories in order with their foods. */
export const foodsResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: foodId,
      name: z.enum(FOOD_CATEGORIES),
      foods: z.array(z.object({ id: foodId, name: z.string(), common: z.boolean(), icon: z.string() })),
    }),
  ),
});
export type FoodsResponse = z.infer<typeof foodsResponseSchema>;
export type FoodSummary = FoodsResponse["categories"][number]["foods"][number];
