import type { WeeklyMenu } from "@chefzap/shared";
import { Download, Printer, Share2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { downloadText } from "@/lib/download-text";
import { slugify } from "@/lib/slugify";
import { printMenuPath } from "../lib/paths";
import { menuShoppingText } from "../lib/shopping-text";

async function share(menu: WeeklyMenu) {
  const text = menuShoppingText(menu);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: `Lista de compras: ${menu.title}`, text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Lista copiada!");
  } catch {
    toast.error("Não foi possível copiar a lista.", { description: "Use o download ou a impressão." });
  }
}

/** Share (or copy where the phone cannot share), download as text, print on the printable page. */
export function ShoppingListActions({ menu }: { menu: WeeklyMenu }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" className="px-3" onClick={() => void share(menu)}>
        <Share2 aria-hidden="true" />
        Compartilhar
      </Button>
      <Button
        variant="outline"
        className="px-3"
        onClick={() =>
          downloadText(`lista-de-compras-${slugify(menu.title) || "cardapio"}.txt`, menuShoppingText(menu))
        }
      >
        <Download aria-hidden="true" />
        Baixar
      </Button>
      <Button asChild variant="outline" className="px-3">
        <Link to={printMenuPath(menu.id)}>
          <Printer aria-hidden="true" />
          Imprimir
        </Link>
      </Button>
    </div>
  );
}
