import type { EnergyTargets } from "@chefzap/shared";
import { Flame } from "lucide-react";
import type { Ref } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatInteger } from "../lib/format";
import { FormulaDetails } from "./formula-details";
import { MacroTile } from "./macro-tile";

/**
 * The day's energy and macro targets the api computed from the profile, the arithmetic one click away:
 * the number first, the formula for whoever wants to check it.
 */
export function EnergyTargetsCard({
  targets,
  headingRef,
}: {
  targets: EnergyTargets;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card role="region" aria-labelledby="perfil-meta">
      <CardHeader>
        <h3
          id="perfil-meta"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold leading-tight outline-none"
        >
          Sua meta diária
        </h3>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <Flame aria-hidden="true" className="size-6" />
          </span>
          <p className="grid">
            <span className="text-3xl font-bold tabular-nums">
              {formatInteger(targets.calories)} <span className="text-base font-semibold">kcal/dia</span>
            </span>
            <span className="text-sm text-muted-foreground">
              Gasto total estimado: {formatInteger(targets.tdee)} kcal/dia
            </span>
          </p>
        </div>
        <ul aria-label="Macronutrientes por dia" className="grid gap-3 sm:grid-cols-3">
          <MacroTile name="Proteína" target={targets.protein} tone="bg-primary" />
          <MacroTile name="Gordura" target={targets.fat} tone="bg-accent" />
          <MacroTile name="Carboidratos" target={targets.carbs} tone="bg-success" />
        </ul>
        <FormulaDetails lines={targets.explanation} />
        <p className="text-xs text-muted-foreground">
          Uma estimativa para planejar os cardápios; não substitui a orientação de um nutricionista.
        </p>
      </CardContent>
    </Card>
  );
}
