/** What a tap can act on; links are left out: before React they work as plain links. */
const CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [role="tab"]';

/** The events of a tap that React (or a Radix control) would act on. */
const TAP_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;

/** A page's first taps are few; more before React arrives are a frantic finger, not intent. */
const MAX_HELD = 5;

type Held = { kind: "tap"; control: HTMLElement } | { kind: "submit"; form: HTMLFormElement };

/**
 * Holds the taps on a page's controls (and its form submissions) until React has the page, then
 * replays them in order: on a page whose markup shows before its code runs, a tap is neither lost nor
 * acted on twice (once natively, once by React). Returns the function that replays and stops holding.
 */
export function holdTaps(root: HTMLElement): () => void {
  const held: Held[] = [];
  const controlOf = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return undefined;
    return target.closest<HTMLElement>(CONTROL) ?? undefined;
  };
  const onTap = (event: Event) => {
    const control = controlOf(event);
    if (!control) return;
    event.stopImmediatePropagation();
    if (event.type !== "click") return;
    // No native default either: no box ticked, no form sent behind React's back.
    event.preventDefault();
    // A second tap on the same control is the same wish, made again because nothing seemed to happen:
    // replayed twice, a menu would open and close.
    const last = held.at(-1);
    if (last?.kind === "tap" && last.control === control) return;
    if (held.length < MAX_HELD) held.push({ kind: "tap", control });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (held.length < MAX_HELD) held.push({ kind: "submit", form });
  };
  for (const type of TAP_EVENTS) window.addEventListener(type, onTap, true);
  window.addEventListener("submit", onSubmit, true);

  return () => {
    for (const type of TAP_EVENTS) window.removeEventListener(type, onTap, true);
    window.removeEventListener("submit", onSubmit, true);
    for (const item of held.splice(0)) {
      if (item.kind === "submit") {
        if (item.form.isConnected) item.form.requestSubmit();
      } else if (item.control.isConnected) {
        replayTap(item.control);
      }
    }
  };
}

/** A whole tap, as a mouse makes it: some controls act on press (menus, tabs), most on click. */
function replayTap(control: HTMLElement) {
  control.focus({ preventScroll: true });
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  control.dispatchEvent(new PointerEvent("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }));
  control.dispatchEvent(new MouseEvent("mousedown", init));
  control.dispatchEvent(
    new PointerEvent("pointerup", { ...init, buttons: 0, pointerType: "mouse", isPrimary: true }),
  );
  control.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  control.click();
}
