import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

// Within this many pixels of the end counts as reading the latest line.
const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scrolling list at its newest line while the cook is there; once they scroll up to read, new
 * lines no longer pull them down and `unseen` says some arrived below. `count` is the number of lines,
 * `tail` anything else that grows the end (the progress line).
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, count: number, tail: unknown) {
  const [atBottom, setAtBottom] = useState(true);
  const [countWhenLeft, setCountWhenLeft] = useState(count);

  useLayoutEffect(() => {
    const list = ref.current;
    if (list && atBottom) list.scrollTop = list.scrollHeight;
  }, [ref, atBottom, count, tail]);

  // A list that gets shorter (a phone turned, a keyboard opened) keeps its newest line in view. Its
  // content growing is left alone: steps unfolded at the end are read from their top.
  useEffect(() => {
    const list = ref.current;
    if (!list || !atBottom) return;
    const observer = new ResizeObserver(() => (list.scrollTop = list.scrollHeight));
    observer.observe(list);
    return () => observer.disconnect();
  }, [ref, atBottom]);

  function onScroll() {
    const list = ref.current;
    if (!list) return;
    const near = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
    if (near === atBottom) return;
    setAtBottom(near);
    if (!near) setCountWhenLeft(count);
  }

  return {
    onScroll,
    unseen: !atBottom && count > countWhenLeft,
    scrollToBottom: () => setAtBottom(true),
  };
}
