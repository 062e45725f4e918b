/**
 * The first signs of a visitor's hand: a finger or a mouse on the page, a key, a scroll. A click or a
 * submit alone counts too: a screen reader or switch control activates a control without a pointer.
 */
const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "scroll",
  "wheel",
  "click",
  "submit",
];

/**
 * Calls `act` once, at the first sign that the visitor is about to use the page. Listen before holding
 * taps (held-taps), which keeps the page's own listeners from seeing them.
 */
export function onFirstIntent(act: () => void): void {
  const options = { capture: true, passive: true } as const;
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, options);
    act();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, options);
}

/**
 * Runs `start` at the first intent, then `started`. If `start` fails (the app's code did not arrive:
 * a dropped connection), the next intent tries again, and the taps stay held for it meanwhile.
 */
export function startAtFirstIntent(start: () => Promise<void>, started: () => void): void {
  onFirstIntent(function wake() {
    start().then(started, () => onFirstIntent(wake));
  });
}
