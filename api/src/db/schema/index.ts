export * from "./users.ts";
export * from "./sessions.ts";
export * from "./recipes.ts";
export * from "./nutrition-analyses.ts";
export * from "./relations.ts";
