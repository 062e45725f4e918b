export { generateOffline, type GenerateOfflineInput } from "./generate/generate-offline.ts";
export { normalizeIngredient } from "./normalize/normalize-ingredient.ts";
export type { FoodEntry } from "./types.ts";
