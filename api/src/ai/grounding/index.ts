export { detectAllergens, type AllergyWarning, type Severity } from "./allergen-detect.ts";
export { allergenIds, allergenTable } from "./allergens.ts";
export { matchFood, type FoodMatch } from "./food-matcher.ts";
export { estimateGrams, type GramsEstimate } from "./grams.ts";
export { groundLine, type GroundedLine } from "./ground-line.ts";
export { TACO_CITATION, tacoFood, tacoFoods, type Nutrients, type TacoFood } from "./taco.ts";
export { loadGroundingData } from "./load.ts";
