// The feature's public face: the recipe page renders the panel and nothing else crosses over.
export { NutritionPanel } from "./components/nutrition-panel";
