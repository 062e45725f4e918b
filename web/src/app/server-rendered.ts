import { matchPath } from "react-router";

interface ServerRenderedPage {
  path: string;
  /** Only for a signed-in cook; a visitor is sent to /auth by the page itself, in the browser. */
  signedIn: boolean;
}

/**
 * The pages written to HTML at build time: the landing and the pages whose content is the same for
 * every visitor (help, guides, legal), drawn for a visitor. A signed-in cook's request for one is
 * rendered by the api instead, with their menu (see SERVER_RENDERED).
 */
export const STATIC_PAGES = [
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

/**
 * The pages the api renders with the visitor's data (render-page's renderRequest): those a cook opens
 * straight from a link or the home screen, whose content would otherwise wait for the app's code, then
 * the session, then the page's own data. The static pages are prerendered at build instead.
 */
const SERVER_RENDERED: ServerRenderedPage[] = [
  { path: "/dashboard", signedIn: true },
  { path: "/recipes/:id", signedIn: false },
  { path: "/receitas-da-comunidade", signedIn: false },
  { path: "/cardapios-semanais", signedIn: true },
  { path: "/weekly-menu", signedIn: true },
  { path: "/minhas-receitas", signedIn: true },
  { path: "/my-recipe", signedIn: true },
  ...STATIC_PAGES.map((path) => ({ path, signedIn: true })),
];

export function serverRenderedPage(pathname: string): ServerRenderedPage | undefined {
  return SERVER_RENDERED.find((page) => matchPath(page.path, pathname) !== null);
}

export const serverRendered = (pathname: string): boolean => serverRenderedPage(pathname) !== undefined;
