import { ChefHat, Lightbulb } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useLoadingGeneration } from "../hooks/use-loading-generation";
import { GENERATION_STEPS } from "@/lib/jobs/stages";
import { GenerationSteps } from "./generation-steps";

const PREVIEW = 3;

export function RecipeLoadingView({ ingredients }: { ingredients: string[] }) {
  const { shown, redirecting } = useLoadingGeneration(ingredients);
  const preview = ingredients.slice(0, PREVIEW).join(", ") + (ingredients.length > PREVIEW ? "..." : "");
  const label = GENERATION_STEPS[shown]!.label;

  return (
    <main className="mx-auto grid w-full max-w-lg gap-6 px-4 py-8 sm:py-16">
      <Card className="grid gap-6 p-6 sm:p-8">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
            <ChefHat aria-hidden="true" className="size-8 motion-safe:animate-bounce" />
          </span>
          <h1 className="text-2xl font-bold">
            {redirecting ? "Redirecionando..." : "Gerando sua receita..."}
          </h1>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">Usando:</span> {preview}
          </p>
        </div>
        <Progress
          value={shown + 1}
          max={GENERATION_STEPS.length}
          aria-label="Progresso da receita"
          aria-valuetext={`Etapa ${shown + 1} de ${GENERATION_STEPS.length}: ${label}`}
        />
        {/* Screen readers hear each step as it appears; the list below is for the eyes. */}
        <p aria-live="polite" className="sr-only">
          {label}
        </p>
        <GenerationSteps current={shown} />
      </Card>
      <p className="flex gap-3 rounded-xl bg-accent/15 p-4 text-sm">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <strong>Dica:</strong> nossa IA analisa mais de 10.000 receitas brasileiras para criar a combinação
          perfeita com os seus ingredientes.
        </span>
      </p>
    </main>
  );
}
