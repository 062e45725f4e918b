/** The element pages render into: index.html ships it empty. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** Where a server-rendered page hands its api answers to the browser, which then asks none of them again. */
export const SERVER_STATE_ID = "server-state";

/** Where the page lists the app's code, for main.ts to fetch ahead (build/landing-chunks.ts writes it). */
export const APP_CODE_ID = "app-code";

/** The mark on the head's links that preload the app's code, which a static page goes without. */
export const APP_CODE_PRELOAD = "data-app-code";

/** The root's mark on a static page, whose taps wait for React (app/boot/held-taps). */
const HOLDS_TAPS = "data-holds-taps";

/** Whether `root` holds a static page drawn for this very address (not a copy served for another). */
export const isStaticPage = (root: HTMLElement): boolean =>
  root.hasAttribute(HOLDS_TAPS) && root.dataset.prerendered === window.location.pathname;

export interface RenderedMarkup {
  /** The page's markup, as React rendered it into #root. */
  html: string;
  /** The page's own document title, when it names itself through useDocumentTitle. */
  title?: string;
  /** The api answers the page was rendered with (TanStack Query's dehydrated state). */
  state?: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that cannot end the script element it sits in, nor open a comment there. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The whole HTML document of a page rendered on the server: index.html (`template`) with the markup in
 * #root, marked with the path it was rendered for (the client hydrates it only at that address), the
 * page's title and the api answers it was drawn with, as inert JSON (the CSP forbids inline scripts).
 * A page drawn without any (the build's static pages) is marked as holding taps until React comes
 * (main.ts): marked here rather than by a script, which would restyle the whole page as it loads. Its
 * head loses the links that preload the app, which such a page fetches only once it is idle.
 */
export function pageDocument(template: string, pathname: string, page: RenderedMarkup): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
  // A <title> the page renders itself is hoisted by React to the front of the markup. It goes first
  // in the head, where hydration adopts the first title (and removes it when the page goes), so
  // index.html's stays for the pages after. A title set by useDocumentTitle is marked for start-app to
  // drop at hydration: the page sets it again, over index.html's.
  const hoisted = /^<title>([^<]*)<\/title>/.exec(page.html);
  const markup = hoisted ? page.html.slice(hoisted[0].length) : page.html;
  const title = hoisted
    ? `<title>${hoisted[1]}</title>`
    : page.title && `<title data-prerendered>${escapeHtml(page.title)}</title>`;
  const state =
    page.state === undefined
      ? ""
      : `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
  const holdsTaps = page.state === undefined ? ` ${HOLDS_TAPS}` : "";
  const root = `<div id="root" data-prerendered="${escapeHtml(pathname)}"${holdsTaps}>${markup}</div>${state}`;
  let html = template.replace(ROOT_ELEMENT, () => root);
  if (holdsTaps) html = html.replace(new RegExp(`\\s*<link [^>]*${APP_CODE_PRELOAD}[^>]*>`, "g"), "");
  if (title) html = html.replace("<title>", () => `${title}\n    <title>`);
  return html;
}
