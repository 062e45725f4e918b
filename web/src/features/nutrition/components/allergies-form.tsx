import { CircleAlert, Loader2, Save } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { useUpdateAllergies } from "../api/update-allergies";
import { groupAllergens } from "../lib/allergen-groups";
import type { AllergiesResponse } from "../types";
import { AllergenCheckbox } from "./allergen-checkbox";

/** Ticks start from what the api has; nothing is sent until Salvar, so a slip costs nothing. */
export function AllergiesForm({ data }: { data: AllergiesResponse }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(data.allergies));
  const groups = useMemo(() => groupAllergens(data.available), [data.available]);
  const save = useUpdateAllergies({ onSuccess: () => toast.success("Alergias salvas!") });
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(data.available.map((a) => a.id).filter((id) => selected.has(id)));
      }}
    >
      {groups.map((group) => (
        <fieldset key={group.title} className="grid gap-3">
          <legend className="mb-3 text-lg font-bold">{group.title}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.options.map((option) => (
              <AllergenCheckbox
                key={option.id}
                option={option}
                checked={selected.has(option.id)}
                onToggle={toggle}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      {save.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{errorMessage(save.error)}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {save.isPending ? "Salvando..." : "Salvar alergias"}
        </Button>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {selected.size === 0
            ? "Nenhuma alergia marcada."
            : `${selected.size} ${selected.size === 1 ? "marcada" : "marcadas"}.`}
        </p>
      </div>
    </form>
  );
}
