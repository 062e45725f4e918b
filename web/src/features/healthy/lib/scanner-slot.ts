import type { ComponentType } from "react";

/**
 * The photo scanner belongs to its own feature; the app hands it to this page, so features stay
 * independent. It adds what the photo showed, or sends the cook to type instead.
 */
export type ScannerSlot = ComponentType<{
  onAdd: (ingredients: readonly string[]) => void;
  onManualInput: () => void;
}>;
