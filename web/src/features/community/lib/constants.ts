// Spec part 2 §9.
export const COLLAPSED_COUNT = 6;
export const FEATURED_COUNT = 3;
export const RANKING_LIMIT = 10;
export const RANKING_TOP_COUNT = 3;
export const COMMUNITY_SKELETONS = 8;
export const RANKING_SKELETONS = 6;
export const CHIP_COUNT = 3;
export const CHIP_CHARS_TOP = 12;
export const CHIP_CHARS_OTHERS = 15;
/** Display fallbacks (spec part 2 §3, §9) for recipes saved without a time or a yield. */
export const DEFAULT_COOKING_TIME = 30;
export const DEFAULT_SERVINGS = 2;
export const SEARCH_DELAY_MS = 350;
