import { SlidersHorizontal } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { HealthyForm } from "../hooks/use-healthy-form";

function LimitField(props: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const hintId = `${props.id}-problem`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.problem !== null}
        aria-describedby={props.problem ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem && (
        <p id={hintId} className="text-xs font-medium text-destructive">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/** Optional limits (spec §5): empty means no limit. */
export function AdvancedSettings({ form }: { form: HealthyForm }) {
  return (
    <Card>
      <details className="group" open={form.maxCalories !== "" || form.maxTime !== "" || undefined}>
        {/* On a phone the hint goes under the title, lined up with it, so the title keeps one line. */}
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 p-5 font-semibold sm:flex-nowrap sm:p-6">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-muted-foreground" />
          Configurações avançadas
          <span className="basis-full pl-7 text-xs font-normal text-muted-foreground group-open:hidden sm:ml-auto sm:basis-auto sm:pl-0">
            Calorias e tempo máximos
          </span>
        </summary>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <LimitField
            id="max-calories"
            label="Calorias máximas por porção (kcal)"
            placeholder="Ex.: 450"
            value={form.maxCalories}
            problem={form.problems.maxCalories}
            onChange={form.setMaxCalories}
          />
          <LimitField
            id="max-time"
            label="Tempo máximo de preparo (min)"
            placeholder="Ex.: 30"
            value={form.maxTime}
            problem={form.problems.maxTime}
            onChange={form.setMaxTime}
          />
        </CardContent>
      </details>
    </Card>
  );
}
