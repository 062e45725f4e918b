// The feature's public face: the recipe page shows these through the slots the app hands it.
export { RecipeRatings } from "./components/recipe-ratings";
export { ReportRecipeButton } from "./components/report-recipe-button";
