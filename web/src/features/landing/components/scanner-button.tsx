import { ScannerDialog } from "@/features/scanner";
import { scrollToIngredients } from "../scroll-to-ingredients";

/** The hero card's photo scanner: what it finds joins the typed list; "type instead" lands in the input. */
export function ScannerButton({ onAdd }: { onAdd: (ingredients: readonly string[]) => void }) {
  return <ScannerDialog onAdd={onAdd} onManualInput={scrollToIngredients} />;
}
