import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every route change starts at the top; a hash (e.g. /#precos) scrolls to its section instead. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
