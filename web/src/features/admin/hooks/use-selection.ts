import { useCallback, useMemo, useState } from "react";

/** Chosen user ids (spec §4: one by one, or all filtered at once), kept across pages and filters. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((id: string, checked: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const setMany = useCallback((many: readonly string[], checked: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of many) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setIds(new Set()), []);

  return useMemo(() => ({ ids, toggle, setMany, clear }), [ids, toggle, setMany, clear]);
}

export type Selection = ReturnType<typeof useSelection>;
