import { countTexts, type NutritionCount } from "@chefzap/shared";
import { TriangleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";

/**
 * The lines the figures leave out, by name. Without it a total that skipped the sausages would read
 * as the dish's, and a cook counting calories would eat more than the page says.
 */
export function CountNotice({ count }: { count: NutritionCount | undefined }) {
  const texts = countTexts(count);
  if (!texts) return null;
  return (
    <Alert role="note" aria-labelledby="count-notice-title">
      <TriangleAlert aria-hidden="true" className="text-primary" />
      <div className="grid gap-1">
        <p id="count-notice-title" className="font-semibold">
          {texts.counted}
        </p>
        <p>{texts.missing}</p>
        <p className="text-muted-foreground">
          Os números são um mínimo: a receita tem mais do que isso. A pontuação de saúde também não considera
          esses ingredientes.
        </p>
      </div>
    </Alert>
  );
}
