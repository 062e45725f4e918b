import { Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";

interface IngredientInputProps {
  /** The input's id, for a page that moves focus to it (after a scan, from a call to action). */
  id: string;
  placeholder: string;
  onAdd: (value: string) => void;
}

/** "Quais ingredientes você tem?": one ingredient at a time, added with Enter or the + button. */
export function IngredientInput({ id, placeholder, onAdd }: IngredientInputProps) {
  const [value, setValue] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, setValue);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) return;
    onAdd(value);
    setValue("");
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <Label htmlFor={id}>Quais ingredientes você tem?</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={field}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="submit" size="icon" aria-label="Adicionar ingrediente" className="size-11 shrink-0">
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
