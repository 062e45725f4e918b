import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export const HEALTHY_INGREDIENT_INPUT_ID = "healthy-ingredient";

export function IngredientField({ onAdd }: { onAdd: (value: string) => void }) {
  const [value, setValue] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) return;
    onAdd(value);
    setValue("");
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={HEALTHY_INGREDIENT_INPUT_ID}>Quais ingredientes você tem?</Label>
      <div className="flex gap-2">
        <Input
          id={HEALTHY_INGREDIENT_INPUT_ID}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Ex.: tofu, brócolis, arroz"
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
