import { Check, Loader2, Save, ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FoodChoices } from "../lib/food-choices";

interface PreferencesSaveBarProps {
  choices: FoodChoices;
  showSave: boolean;
  saving: boolean;
  saved: boolean;
  onSave: () => void;
}

/**
 * Kept at the bottom of the screen while the list scrolls, so the counters and the save button are
 * never a long scroll away. On a phone the button takes the top row: the menu button floats over the
 * bottom right corner.
 */
export function PreferencesSaveBar({ choices, showSave, saving, saved, onSave }: PreferencesSaveBarProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg md:flex md:flex-row-reverse md:items-center md:justify-between">
      {showSave && (
        <Button
          size="lg"
          className="w-full px-4 text-[15px] md:w-auto md:px-6 md:text-base"
          disabled={saving}
          onClick={onSave}
        >
          {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {saving ? "Salvando preferências..." : "Salvar Preferências Alimentares"}
        </Button>
      )}
      <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1 pr-16 md:pr-0">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success" aria-live="polite">
          <ThumbsUp aria-hidden="true" className="size-4" />
          Gosto ({choices.liked.length})
        </p>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-destructive" aria-live="polite">
          <ThumbsDown aria-hidden="true" className="size-4" />
          Não gosto ({choices.disliked.length})
        </p>
        <p role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
          {saved && (
            <>
              <Check aria-hidden="true" className="size-4 text-success" />
              Preferências salvas!
            </>
          )}
        </p>
      </div>
    </div>
  );
}
