import { Sparkles } from "lucide-react";
import type { NutritionAnalysis } from "../types";
import { SubstitutionItem } from "./substitution-item";

type Props = Pick<NutritionAnalysis, "recommendations" | "substitutions">;

export function ImprovementsTab({ recommendations, substitutions }: Props) {
  if (recommendations.length === 0 && substitutions.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Nenhuma melhoria sugerida: a receita já está equilibrada.
      </p>
    );
  return (
    <div className="grid gap-6">
      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations-title" className="grid gap-3">
          <h3 id="recommendations-title" className="font-semibold">
            Recomendações
          </h3>
          <ul className="grid gap-2">
            {recommendations.map((text) => (
              <li key={text} className="flex gap-2 text-sm">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {substitutions.length > 0 && (
        <section aria-labelledby="swaps-title" className="grid gap-3">
          <h3 id="swaps-title" className="font-semibold">
            Substituições
          </h3>
          <ul className="grid gap-3">
            {substitutions.map((s) => (
              <SubstitutionItem key={`${s.original}-${s.alternative}`} substitution={s} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
