import { useEffect, type RefObject } from "react";

/**
 * A text field of a page the server rendered takes typing before React has the page; React then keeps
 * its own value and never hears of the text. Once the page is React's, this hands `onText` whatever
 * the field already holds beyond `value`, as if it had been typed now.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onText: (text: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onText(typed);
    // Only at mount: from then on the field is React's and every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
