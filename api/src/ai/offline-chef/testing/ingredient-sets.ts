import { seededRandom } from "@chefzap/shared";
import { FOODS } from "../knowledge/catalogue.ts";
import type { FoodEntry } from "../types.ts";

const SAVORY = FOODS.filter((f) => f.flavour !== "sweet");
const SWEET = FOODS.filter((f) => f.flavour !== "savory");
const SWEET_ONLY = FOODS.filter((f) => f.flavour === "sweet");

/** The way a cook might type a food: a synonym, a plural, capitals or a quantity in front. */
function typed(food: FoodEntry, random: () => number): string {
  const alias = food.aliases[Math.floor(random() * food.aliases.length)]!;
  const roll = random();
  if (roll < 0.15) return `2 ${food.plural}`;
  if (roll < 0.25) return alias.display.charAt(0).toUpperCase() + alias.display.slice(1);
  return alias.display;
}

function pick(
  pool: readonly FoodEntry[],
  count: number,
  random: () => number,
  taken: Set<string>,
): FoodEntry[] {
  const chosen: FoodEntry[] = [];
  for (let tries = 0; chosen.length < count && tries < 50; tries += 1) {
    const food = pool[Math.floor(random() * pool.length)]!;
    if (taken.has(food.key)) continue;
    taken.add(food.key);
    chosen.push(food);
  }
  return chosen;
}

/** Deterministic ingredient sets: singles, savory, sweet, mixed savory + sweet and anything goes. */
export function ingredientSets(count: number, seed = 20240611): string[][] {
  const random = seededRandom(seed);
  const sets: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    const taken = new Set<string>();
    const size = 2 + Math.floor(random() * 3);
    const foods = [
      () => pick(FOODS, 1, random, taken),
      () => pick(SAVORY, size, random, taken),
      () => pick(SWEET, size, random, taken),
      () => [
        ...pick(SAVORY, 2, random, taken),
        ...pick(SWEET_ONLY, 1 + Math.floor(random() * 2), random, taken),
      ],
      () => pick(FOODS, 3 + Math.floor(random() * 4), random, taken),
    ][index % 5]!();
    sets.push(foods.map((food) => typed(food, random)));
  }
  return sets;
}
