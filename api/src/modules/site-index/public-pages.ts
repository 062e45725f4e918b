/**
 * The web app's pages anyone may read, as search engines should list them (one address per screen:
 * aliases such as /faq, /top-receitas or /healthy-recipes are left out). Kept beside the web router's
 * table by hand; the sitemap test names each one.
 */
export const PUBLIC_PAGES = [
  "/",
  "/como-funciona",
  "/ajuda",
  "/dificuldade",
  "/scanner-ajuda",
  "/receitas-da-comunidade",
  "/receitas-saudaveis",
  "/ranking",
  "/privacidade",
  "/termos",
  "/cookies",
] as const;

/**
 * Prefixes crawlers are asked to skip: the api, the admin, and every page that belongs to one signed-in
 * cook or to a step of a flow (they would index a sign-in prompt or an empty form).
 */
export const PRIVATE_PREFIXES = [
  "/api/",
  "/socket.io/",
  "/admin",
  "/auth",
  "/register",
  "/esqueci-senha",
  "/redefinir-senha",
  "/perfil/",
  "/dashboard",
  "/chat",
  "/recipe-loading",
  "/minhas-receitas",
  "/my-recipe",
  "/cardapios-semanais",
  "/weekly-menu",
  "/cardapio-semanal",
  "/subscribe",
] as const;

/** Link previews fetch a shared recipe's card under /api/, which is otherwise closed to crawlers. */
export const ALLOWED_UNDER_PRIVATE = ["/api/recipes/*/card.png"] as const;
