import type { FoodRow } from "@chefzap/shared";

// Paleo as Cordain describes it ("The Paleo Diet", 2002; Am J Clin Nutr 2005;81:341–54): no cereal
// grains, legumes, dairy or refined sugar. Roots and tubers (mandioca, batata-doce) stay in.
const GRAIN_CATEGORIES = new Set(["Carboidratos", "Cereais e Grãos"]);
const TUBER_TAGS = new Set(["potato", "tuber", "tapioca"]);
/** Cassava flours and starches, filed among the grains' flours. */
const CASSAVA = /mandioca|polvilho|puba|farinha_torrada/;

function isGrain(food: FoodRow): boolean {
  if (!GRAIN_CATEGORIES.has(food.category) || !["carb", "baking"].includes(food.role)) return false;
  return !(food.tags ?? []).some((tag) => TUBER_TAGS.has(tag)) && !CASSAVA.test(food.id);
}

const isDairy = (food: FoodRow) => food.allergens.includes("leite") || food.allergens.includes("lactose");

// Cocoa alone is not sugar; every other sweet of the catalogue is.
const isSugar = (food: FoodRow) =>
  food.role === "sweet" && !(food.tags ?? []).includes("cocoa") && food.id !== "gelatina";

/** Why a food is not paleo, in pt-BR, or undefined when it is. */
export function paleoBreak(food: FoodRow): string | undefined {
  if (food.role === "legume") return "leguminosa";
  if (isGrain(food)) return "cereal";
  if (isDairy(food)) return "laticínio";
  if (isSugar(food)) return "açúcar";
  return undefined;
}
