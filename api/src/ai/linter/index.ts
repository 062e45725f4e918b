export type { Finding, FindingCode } from "./finding.ts";
export { lintRecipe } from "./lint-recipe.ts";
