import Beasties from "beasties";

const HTML_TAG = '<html lang="pt-BR">';
const DARK_HTML_TAG = '<html lang="pt-BR" class="dark">';

/**
 * Inlines in each prerendered page the rules its markup uses, and moves the full stylesheet to the end
 * of the body, so the page paints without waiting for it. "body" needs no script: the api's CSP
 * forbids inline ones, which the other loading strategies (onload swaps) rely on. The stylesheet file
 * itself is kept whole: client-rendered pages and later navigations need all of it.
 *
 * The rules are picked with the page marked dark, so the dark theme's rules for its elements are in too:
 * the inline theme script sets that class before the first paint, and a dark-theme visitor must not see the page
 * light until the stylesheet arrives. Light rules never require the class's absence, so they stay.
 */
export async function inlineCriticalCss(distDir: string, pages: string[]): Promise<string[]> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: "warn",
    // Tailwind writes space-* and divide-* as :where(.space-y-6>:not(:last-child)), which beasties
    // cannot match against the page and dropped: the landing's hero moved 24–72 px when the full
    // stylesheet arrived (CLS 0.13). The app uses few of them; all go in.
    allowRules: [/^:where\(\.(?:[\w-]+\\:)*(?:space|divide)-/],
  });
  const inlined: string[] = [];
  for (const html of pages) {
    if (!html.includes(HTML_TAG)) throw new Error(`a prerendered page does not start with ${HTML_TAG}`);
    const processed = await beasties.process(html.replace(HTML_TAG, DARK_HTML_TAG));
    inlined.push(processed.replace(/<html([^>]*) class="dark"/, "<html$1"));
  }
  return inlined;
}
