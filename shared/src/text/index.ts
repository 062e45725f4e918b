export * from "./fold.ts";
export * from "./plural.ts";
export * from "./match-key.ts";
export * from "./agreement.ts";
export * from "./amount.ts";
export * from "./edit-distance.ts";
