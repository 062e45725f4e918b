import { useLayoutEffect, type RefObject } from "react";

/**
 * A text field of a page the server rendered takes typing before React has the page; React then keeps
 * its own value and never hears of the text. Once the page is React's, this hands `onText` whatever
 * the field already holds beyond `value`, as if it had been typed now. Before the page's first effects
 * run: a tap held for React (app/boot/held-taps), e.g. on the field's "+", is replayed after them
 * and must find the text in place.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onText: (text: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onText(typed);
    // Only at mount: from then on the field is React's and every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
