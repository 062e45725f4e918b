// The community's lists as the api and the web both know them; no zod here, so that a page reading these
// does not load and build the schemas (schemas/community.ts).

/** Community list filter (spec part 2 §4); "all" by default. */
export const COMMUNITY_FILTERS = ["all", "quick", "popular", "top-rated"] as const;
export type CommunityFilter = (typeof COMMUNITY_FILTERS)[number];

/**
 * Community list sort (spec part 2 §4: recent by default). "relevance" is ours, the default when there
 * is a search term and no sort is asked for: recipes with the words in their title first, then those
 * with them among the ingredients, each group newest first.
 */
export const COMMUNITY_SORTS = ["recent", "rating", "time", "popular", "relevance"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** "quick": 30 minutes or less. */
export const QUICK_RECIPE_MAX_MINUTES = 30;
/** "top-rated": 4 stars or more as the page shows them (averageRating ≥ 40 on the ×10 scale). */
export const TOP_RATED_MIN_STARS = 4;
export const SEARCH_MAX_LENGTH = 100;
export const COMMUNITY_PAGE_SIZE = 24;
export const COMMUNITY_PAGE_MAX = 60;
export const TOP_RECIPES_MAX = 50;

/**
 * Paged lists keep the spec's bare array as the body; the cursor of the next page (absent on the
 * last) travels in a header, and so does the number of matches where it is cheap (the dashboard).
 */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
export const TOTAL_COUNT_HEADER = "X-Total-Count";

const EMAIL_LIKE = /\S+@\S+/g;

/** A name field without what looks like an e-mail address (there is none without an "@"). */
const withoutEmails = (text: string | null) => {
  const name = text ?? "";
  return name.includes("@") ? name.replace(EMAIL_LIKE, " ") : name;
};

/**
 * How an author is shown to others: the first name and the last name's initial ("Maria S."). Anything
 * shaped like an e-mail address is dropped, since a name field may hold one. Every community card
 * runs this, so it reads the first word and letter in place instead of rebuilding the names.
 */
export function authorDisplayName(firstName: string | null, lastName: string | null): string {
  const first = /\S+/.exec(withoutEmails(firstName))?.[0];
  const initial = /\p{L}/u.exec(withoutEmails(lastName))?.[0];
  if (!first) return "Chef anônimo";
  return initial ? `${first} ${initial.toLocaleUpperCase("pt-BR")}.` : first;
}
