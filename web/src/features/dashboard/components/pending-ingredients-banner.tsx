import { ShoppingBasket } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { readPendingIntent, type IngredientHandoff } from "@/features/generation/pending-intent";

/**
 * Stands in for /recipe-loading until generation after sign-in exists: use-after-auth keeps the
 * visitor's ingredients stored and lands here. Goes away when continuePendingGenerate generates.
 */
export function PendingIngredientsBanner() {
  const intent = readPendingIntent();
  if (intent.kind !== "generate") return null;
  return (
    <Alert role="status" className="flex-col sm:flex-row sm:items-center">
      <ShoppingBasket aria-hidden="true" className="text-primary" />
      <p className="flex-1">Seus ingredientes estão guardados: {intent.ingredients.join(", ")}</p>
      <Button asChild size="sm">
        <Link to="/" state={{ ingredients: intent.ingredients } satisfies IngredientHandoff}>
          Gerar agora
        </Link>
      </Button>
    </Alert>
  );
}
