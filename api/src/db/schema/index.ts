export * from "./users.ts";
export * from "./sessions.ts";
export * from "./recipes.ts";
