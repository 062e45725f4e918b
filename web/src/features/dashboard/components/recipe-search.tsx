import { Search } from "lucide-react";
import { useRef } from "react";
import { Input } from "@/components/ui/input";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";

interface RecipeSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function RecipeSearch({ value, onChange }: RecipeSearchProps) {
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, onChange);
  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor="recipe-search" className="sr-only">
        Buscar receitas
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={field}
        id="recipe-search"
        type="search"
        placeholder="Buscar por nome ou ingrediente..."
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
