/** The first signs of a visitor's hand: a finger or a mouse on the page, a key, a scroll. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];

/** Calls `act` once, at the first sign that the visitor is about to use the page. */
export function onFirstIntent(act: () => void): void {
  const options = { capture: true, passive: true } as const;
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, options);
    act();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, options);
}
