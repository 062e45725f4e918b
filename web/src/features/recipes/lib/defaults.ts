/** Spec §3: a recipe without a cooking time shows 30 minutes. */
export const DEFAULT_COOKING_TIME = 30;
