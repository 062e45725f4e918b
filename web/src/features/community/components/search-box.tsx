import { SEARCH_MAX_LENGTH } from "@chefzap/shared";
import { Search } from "lucide-react";
import { useRef } from "react";
import { Input } from "@/components/ui/input";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useSearchDraft } from "../hooks/use-search-draft";

interface SearchBoxProps {
  value: string;
  onSearch: (term: string) => void;
}

/** The search runs on the server (every published recipe, not just the loaded page). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useSearchDraft(value, onSearch);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, draft, setDraft);
  return (
    <div role="search" className="relative">
      <label htmlFor="community-search" className="sr-only">
        Buscar receitas ou ingredientes
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={field}
        id="community-search"
        type="search"
        placeholder="Buscar receitas ou ingredientes..."
        maxLength={SEARCH_MAX_LENGTH}
        className="pl-9"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
