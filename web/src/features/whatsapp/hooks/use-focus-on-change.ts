import { useEffect, useRef } from "react";

/**
 * Moves focus to the returned element when `value` changes after its first value, if the change took
 * the focused control away with it (the buttons of one state are gone in the next).
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || before === value) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, [value]);
  return ref;
}
