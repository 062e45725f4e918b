import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { readParams, writeParams, type CommunityParams } from "../lib/community-params";

/**
 * The search, filter and sort live in the address, so a search can be shared and Back undoes it.
 * Each new search, filter or sort is a history entry; refining a term already searched replaces the
 * entry, so Back does not replay the word letter by letter. The page keeps its scroll: the cook is
 * typing in the box, not opening another page.
 */
export function useCommunityParams() {
  const [query, setQuery] = useSearchParams();
  const params = readParams(query);
  const searching = params.search.trim() !== "";

  const update = useCallback(
    (change: Partial<CommunityParams>) => {
      const refining = searching && change.search !== undefined && change.search.trim() !== "";
      setQuery((current) => writeParams({ ...readParams(current), ...change }), {
        replace: refining,
        state: { keepScroll: true },
      });
    },
    [searching, setQuery],
  );

  return { params, update };
}
