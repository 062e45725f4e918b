import type { Recipe } from "@chefzap/shared";
import { Eye, Globe, Lock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { PublishDialog } from "./publish-dialog";
import { RecipeFacts } from "@/components/recipe-facts";

// Spec §3/§9: display fallbacks on this page are 30 minutes and 1 serving.
const DEFAULT_COOKING_TIME = 30;
const DEFAULT_SERVINGS = 1;

export function UserRecipeCard({ recipe }: { recipe: Recipe }) {
  const published = !!recipe.isPublished;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold leading-tight">{recipe.title}</h3>
        <Badge
          className={cn(
            "shrink-0 gap-1",
            published ? "bg-success text-success-foreground" : "bg-muted text-muted-foreground",
          )}
        >
          {published ? (
            <Globe aria-hidden="true" className="size-3" />
          ) : (
            <Lock aria-hidden="true" className="size-3" />
          )}
          {published ? "Publicada" : "Privada"}
        </Badge>
      </div>
      <RecipeFacts
        minutes={recipe.cookingTime || DEFAULT_COOKING_TIME}
        instructions={recipe.instructions}
        servings={recipe.servings || DEFAULT_SERVINGS}
      />
      {recipe.description && <p className="line-clamp-3 text-sm">{recipe.description}</p>}
      <div className="mt-auto flex gap-2 pt-1">
        <Button asChild variant="outline" size="sm">
          <Link to={`/recipes/${recipe.id}`} aria-label={`Ver ${recipe.title}`}>
            <Eye aria-hidden="true" />
            Ver
          </Link>
        </Button>
        {!published && <PublishDialog recipe={recipe} />}
      </div>
    </Card>
  );
}
