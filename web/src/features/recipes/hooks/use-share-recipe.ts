import { useCallback } from "react";
import { toast } from "sonner";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * "Compartilhar": the phone's share sheet when there is one, otherwise the link goes to the clipboard
 * (spec §8 share fallback). A share the user cancels is not an error.
 */
export function useShareRecipe(title: string) {
  return useCallback(async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: `Olha essa receita do ChefZap: ${title}`, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado!");
    } catch {
      toast.error("Não foi possível copiar o link.", { description: url });
    }
  }, [title]);
}
