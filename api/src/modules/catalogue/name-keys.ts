import { fold, guessGender, phraseKey, type FoodRow, type Gender } from "@chefzap/shared";

/** One way of writing a food, and how a recipe should print it when the cook wrote it so. */
export interface FoodName {
  food: FoodRow;
  text: string;
  display: string;
  gender: Gender;
  kind: "name" | "alias" | "misspelling";
}

/**
 * Every name of a food: its own, its aliases ("=nescau" matches and prints the food's name; "aipim:m"
 * sets the gender) and its misspellings (match only, never printed).
 */
export function foodNames(food: FoodRow): FoodName[] {
  const own: FoodName = { food, text: food.name, display: food.name, gender: food.gender, kind: "name" };
  const aliases = food.aliases.map((spec): FoodName => {
    const matchOnly = spec.startsWith("=");
    const [text = "", mark] = (matchOnly ? spec.slice(1) : spec).split(":");
    if (matchOnly) return { food, text, display: food.name, gender: food.gender, kind: "alias" };
    const gender = mark === "m" || mark === "f" ? mark : guessGender(text);
    return { food, text, display: text, gender, kind: "alias" };
  });
  const misspellings = (food.misspellings ?? []).map((text): FoodName => ({
    food,
    text,
    display: food.name,
    gender: food.gender,
    kind: "misspelling",
  }));
  return [own, ...aliases, ...misspellings];
}

/** The match keys of a food's names: folded, singular ("Pães de Queijo" → "pao de queijo"). */
export function nameKeys(food: FoodRow): string[] {
  return foodNames(food).map((name) => phraseKey(name.text));
}

/** Folded without touching the number: "Tomates" stays "tomates", so it can tell exact from plural. */
export function exactKey(text: string): string {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(" ");
}
