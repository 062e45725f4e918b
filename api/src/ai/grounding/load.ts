import { allergenTable } from "./allergens.ts";
import { matchFood } from "./food-matcher.ts";
import { measureTables } from "./measures.ts";
import { tacoFoods } from "./taco.ts";

/**
 * Reads api/data and builds the indexes now (~80 ms) rather than on the first request, and fails at
 * start if a data file is missing.
 */
export function loadGroundingData(): void {
  tacoFoods();
  measureTables();
  allergenTable();
  matchFood("arroz");
}
