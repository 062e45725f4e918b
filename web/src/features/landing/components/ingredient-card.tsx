import { FREE_RECIPE_QUOTA, type SkillLevel } from "@chefzap/shared";
import { LoaderCircle, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { IngredientChips } from "@/components/ingredients/ingredient-chips";
import { IngredientInput } from "@/components/ingredients/ingredient-input";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useUser } from "@/lib/session";
import { stageLabel } from "@/lib/jobs/stages";
import type { IngredientList } from "../hooks/use-ingredient-list";
import { useLandingGenerate } from "../hooks/use-landing-generate";
import type { ScannerSlot } from "../scanner-slot";
import { INGREDIENT_CARD_ID, INGREDIENT_INPUT_ID, scrollToIngredients } from "../scroll-to-ingredients";
import { DifficultyEstimate } from "./difficulty-estimate";
import { IngredientSuggestions } from "./ingredient-suggestions";
import { SkillLevelSelector } from "./skill-level-selector";

export function IngredientCard({ list, Scanner }: { list: IngredientList; Scanner?: ScannerSlot }) {
  const [skillLevel, setSkillLevel] = useState<SkillLevel>("iniciante");
  const { generate, isPending, stage } = useLandingGenerate();
  const { isAuthenticated } = useUser();
  const empty = list.ingredients.length === 0;

  return (
    <Card
      id={INGREDIENT_CARD_ID}
      className="scroll-mt-24 space-y-5 p-5 shadow-xl shadow-primary/5 sm:p-6"
      aria-labelledby="ingredient-card-title"
    >
      <div className="space-y-1">
        <h2 id="ingredient-card-title" className="text-lg font-bold">
          Monte sua receita
        </h2>
        <p className="text-sm text-muted-foreground">Adicione o que tem em casa. A IA cuida do resto.</p>
      </div>
      <IngredientInput id={INGREDIENT_INPUT_ID} placeholder="Ex.: frango, tomate, arroz" onAdd={list.add} />
      <IngredientChips
        ingredients={list.ingredients}
        onRemove={list.remove}
        emptyText="Nenhum ingrediente ainda. Digite acima ou toque numa sugestão."
      />
      <IngredientSuggestions onPick={list.add} isPicked={list.has} />
      {Scanner && <Scanner onAdd={list.merge} onManualInput={scrollToIngredients} />}
      <SkillLevelSelector value={skillLevel} onChange={setSkillLevel} />
      <DifficultyEstimate ingredients={list.ingredients} />
      <div className="space-y-2">
        <Button
          size="lg"
          className="w-full"
          disabled={empty || isPending}
          onClick={() => generate({ ingredients: list.ingredients, skillLevel })}
        >
          {isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {isPending ? "Gerando receita..." : "Gerar receita"}
        </Button>
        {/* One live line: the hint, or the stage the server reports while the recipe is being made. */}
        <p
          aria-live="polite"
          className={cn(
            "text-center text-xs",
            isPending ? "font-medium text-primary" : "text-muted-foreground",
          )}
        >
          {isPending
            ? (stageLabel(stage) ?? "Enviando seus ingredientes…")
            : empty
              ? "Adicione pelo menos um ingrediente para gerar."
              : isAuthenticated
                ? "Sua receita fica salva no seu painel."
                : `${FREE_RECIPE_QUOTA} receitas grátis, sem cartão de crédito.`}
        </p>
      </div>
    </Card>
  );
}
