// Constants of the web app alone: the api and the bot never see them.

export const MAX_SUGGESTIONS_SHOWN = 12;
export const DASHBOARD_COLLAPSED = 3;
export const DASHBOARD_EXPANDED = 9;
export const DASHBOARD_SKELETONS = 6;
export const RECIPE_CARD_INGREDIENTS = 4;

/** Local storage keys and values the spec fixes for the visitor → sign-up → generate flow. */
export const STORAGE_KEYS = {
  pendingIngredients: "pendingRecipeIngredients",
  redirectAfterAuth: "redirectAfterAuth",
  theme: "chefzap-theme",
  device: "chefzap-device",
  returnAfterAuth: "chefzap-return-after-auth",
} as const;
export const REDIRECT_GENERATE = "generate-recipe";
