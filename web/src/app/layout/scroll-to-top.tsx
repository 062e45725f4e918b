import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every route change starts at the top; a hash (e.g. /#precos) scrolls to its section instead. A page
 * that keeps its own state in the query (a search being typed) navigates with { keepScroll: true }.
 */
export function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  useEffect(() => {
    if (keepScroll) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, keepScroll]);
  return null;
}
