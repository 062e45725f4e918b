import { useEffect } from "react";

/** "Minha assinatura · ChefZap" in the tab and the history while the page is open. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ChefZap`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
