import type { Recipe, ShoppingList } from "@chefzap/shared";
import { Copy, Download, Printer } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { downloadText } from "@/lib/download-text";
import { slugify } from "@/lib/slugify";
import { shoppingListText } from "../lib/shopping-list-text";

interface ShoppingListActionsProps {
  recipe: Recipe;
  servings: number;
  list: ShoppingList;
}

/** Spec §5: copy, download as a text file, print. */
export function ShoppingListActions({ recipe, servings, list }: ShoppingListActionsProps) {
  const text = () => shoppingListText(recipe.title, servings, list);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast.success("Lista copiada!");
    } catch {
      toast.error("Não foi possível copiar a lista.", { description: "Use o download ou a impressão." });
    }
  };

  return (
    <div className="grid grid-cols-3 gap-2 print:hidden">
      <Button variant="outline" className="px-2" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copiar
      </Button>
      <Button
        variant="outline"
        className="px-2"
        onClick={() => downloadText(`lista-de-compras-${slugify(recipe.title) || "receita"}.txt`, text())}
      >
        <Download aria-hidden="true" />
        Baixar
      </Button>
      <Button variant="outline" className="px-2" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimir
      </Button>
    </div>
  );
}
