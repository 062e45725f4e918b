import { createContext, useContext, useEffect } from "react";

/** Takes the page's title when it is prerendered at build time (effects never run there). */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** "Minha assinatura · ChefZap" in the tab and the history while the page is open. */
export function useDocumentTitle(title: string): void {
  useContext(PrerenderTitleContext)?.(`${title} · ChefZap`);
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ChefZap`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
