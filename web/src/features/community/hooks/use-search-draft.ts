import { useEffect, useRef, useState } from "react";
import { SEARCH_DELAY_MS } from "../lib/constants";

/**
 * What is in the search box, sent on (trimmed) once typing pauses; clearing the box searches at once.
 * When the address changes under it (Back, a shared link), the box follows the address.
 */
export function useSearchDraft(committed: string, commit: (term: string) => void) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    // Our own commit comes back trimmed: the space just typed after a word must stay in the box.
    if (draft.trim() !== committed.trim()) setDraft(committed);
  }

  // The latest callback, without restarting the pause each time the parent renders.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const term = draft.trim();
  useEffect(() => {
    if (term === seen.trim()) return;
    const timer = setTimeout(() => commitRef.current(term), term ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [term, seen]);

  return [draft, setDraft] as const;
}
