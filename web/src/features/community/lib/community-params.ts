import { COMMUNITY_FILTERS, type CommunityFilter, type CommunitySort } from "@chefzap/shared";

/** The sorts a cook picks; "relevance" is the server's default while there is a search term. */
export type ChosenSort = Exclude<CommunitySort, "relevance">;

// Short enough for two selects side by side on a 390 px phone.
export const FILTER_LABELS: Record<CommunityFilter, string> = {
  all: "Todas",
  quick: "Até 30 min",
  popular: "Populares",
  "top-rated": "4+ estrelas",
};

export const SORT_LABELS: Record<ChosenSort, string> = {
  recent: "Mais recentes",
  rating: "Melhor nota",
  time: "Mais rápidas",
  popular: "Mais avaliadas",
};

export const RELEVANCE_LABEL = "Relevância";

export interface CommunityParams {
  search: string;
  filter: CommunityFilter;
  /** Absent: recent without a term, relevance with one (the server decides). */
  sort?: ChosenSort;
}

const isFilter = (value: string | null): value is CommunityFilter =>
  (COMMUNITY_FILTERS as readonly string[]).includes(value ?? "");
const isSort = (value: string | null): value is ChosenSort => !!value && value in SORT_LABELS;

/** The page's state as the address holds it; unknown values fall back to the defaults. */
export function readParams(query: URLSearchParams): CommunityParams {
  const filter = query.get("filter");
  const sort = query.get("sort");
  return {
    search: query.get("search") ?? "",
    filter: isFilter(filter) ? filter : "all",
    sort: isSort(sort) ? sort : undefined,
  };
}

/** The address's query for a state: defaults are left out, so a plain visit has a plain address. */
export function writeParams(params: CommunityParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search.trim()) query.set("search", params.search);
  if (params.filter !== "all") query.set("filter", params.filter);
  if (params.sort) query.set("sort", params.sort);
  return query;
}
