import { HeartPulse } from "lucide-react";
import { useHealthyForm } from "../hooks/use-healthy-form";
import { useHealthyGenerate } from "../hooks/use-healthy-generate";
import type { ScannerSlot } from "../lib/scanner-slot";
import { AdvancedSettings } from "./advanced-settings";
import { GenerateButton } from "./generate-button";
import { GoalCards } from "./goal-cards";
import { IngredientsCard } from "./ingredients-card";
import { RestrictionChips } from "./restriction-chips";
import { ResultPanel } from "./result-panel";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /receitas-saudaveis and /healthy-recipes (spec part 2 §2). */
export function HealthyRecipesPage({ Scanner }: { Scanner?: ScannerSlot }) {
  useDocumentTitle("Receitas Saudáveis");
  const form = useHealthyForm();
  const { generate, isPending, stage, result, failure, isSignedIn, isAuthLoading } = useHealthyGenerate();
  // Spec §5: disabled while pending, with no ingredient, or while the session is being read.
  const disabled = isPending || form.ingredients.length === 0 || isAuthLoading || !form.valid;

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-success">
          <HeartPulse aria-hidden="true" className="size-4" />
          Nutrição calculada, não inventada
        </p>
        <h1 className="text-3xl font-bold leading-tight">Receitas Saudáveis</h1>
        <p className="max-w-2xl text-muted-foreground">
          Receitas do seu objetivo de saúde com o que você tem em casa. Calorias, nutrientes e restrições são
          conferidos pela Tabela TACO antes de a receita chegar até você.
        </p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="grid min-w-0 grid-cols-1 gap-4">
          <IngredientsCard form={form} Scanner={Scanner} />
          <GoalCards value={form.healthGoal} onChange={form.setHealthGoal} />
          <RestrictionChips value={form.restrictions} onToggle={form.toggleRestriction} />
          <AdvancedSettings form={form} />
        </div>
        <ResultPanel
          result={result}
          pending={isPending}
          stage={stage}
          failure={failure}
          action={
            <GenerateButton
              signedIn={isSignedIn}
              pending={isPending}
              disabled={disabled}
              onClick={() => generate(form.request)}
            />
          }
        />
      </div>
    </main>
  );
}
