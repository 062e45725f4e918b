import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebounced } from "../hooks/use-debounced";

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/** Types freely; the list is asked again only after a short pause. */
export function SearchField({ id, label, placeholder, onSearch }: SearchFieldProps) {
  const [text, setText] = useState("");
  const settled = useDebounced(text);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="h-10 pl-9 text-sm"
        />
      </div>
    </div>
  );
}
