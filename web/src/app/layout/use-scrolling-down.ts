import { useEffect, useState } from "react";

/** Scrolls shorter than this are hand jitter, not a direction. */
const JITTER_PX = 8;
/** Near the top the page is short of content to cover; nothing hides there. */
const TOP_PX = 120;

/**
 * True while the reader scrolls down the page, false once they scroll up or reach the top: a floating
 * button can step aside while someone reads and come back when they look for it.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      if (y < TOP_PX) setDown(false);
      else if (y - last > JITTER_PX) setDown(true);
      else if (last - y > JITTER_PX) setDown(false);
      else return;
      last = y;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return down;
}
