/**
 * The pages written to HTML at build time: the landing and the pages whose content is the same for
 * every visitor (help, guides, legal). Anything that depends on the signed-in cook or on data stays
 * client-rendered from index.html.
 */
export const PRERENDERED_PATHS = [
  "/",
  "/como-funciona",
  "/ajuda",
  "/faq",
  "/scanner-ajuda",
  "/dificuldade",
  "/privacidade",
  "/termos",
  "/cookies",
] as const;

/** Where a prerendered path's HTML is written, relative to the build folder. */
export function prerenderedFile(pathname: string): string {
  return pathname === "/" ? "pages/index.html" : `pages${pathname}/index.html`;
}
