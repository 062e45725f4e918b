import { estimateDifficulty, type Recipe } from "@chefzap/shared";
import { Gauge } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DEFAULT_COOKING_TIME } from "../lib/defaults";

export function DifficultyBadge({ recipe }: { recipe: Recipe }) {
  const { level, name } = estimateDifficulty({
    cookingTime: recipe.cookingTime || DEFAULT_COOKING_TIME,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    servings: recipe.servings || 1,
    tips: recipe.tips,
    substitutions: recipe.substitutions,
  });
  return (
    <Badge className="gap-1.5 bg-accent/25 py-1 text-sm" title="Dificuldade estimada">
      <Gauge aria-hidden="true" className="size-4 text-primary" />
      <span className="sr-only">Dificuldade estimada: </span>
      Nível {level} · {name}
    </Badge>
  );
}
