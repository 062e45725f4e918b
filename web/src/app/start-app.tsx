// First: it must run before any schema is built.
import "@/lib/zod-jitless";
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient, visitorQueryClient } from "@/lib/query-client";
import { serverState } from "@/lib/server-state";
import { userQueryKey } from "@/lib/session";
import { App } from "./app";
import { preloadUserMenu } from "./layout/desktop-header";
import { loadRouteCode } from "./load-route-code";
import { routes } from "./router";

/** Tells when React has the page: its first effects run. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Hands `root` to React; resolves once React has it. `staticPage` is main.ts's isStaticPage. A page
 * prerendered at build time, or rendered by the server for this request, is hydrated at the address it
 * was rendered for, once the route's code is here (else the router would first draw its loading
 * fallback over the markup). Anywhere else,
 * e.g. an offline copy served for another address, the markup is dropped and the app renders afresh.
 * Either way the prerendered title goes once React takes over: the page sets its own as in any other
 * render, and index.html's stays beneath for the pages that set none.
 */
export function startApp(root: HTMLElement, staticPage: boolean): Promise<void> {
  // A page rendered on the server came with the api answers it was drawn with: the first render uses
  // them, so it matches the markup, and nothing is asked twice. A static page was drawn for a visitor:
  // the first render is a visitor's too, and the session is asked for once React has the page (a
  // signed-in cook's request is rendered by the server, but a busy server may send the static copy).
  const queryClient = staticPage ? visitorQueryClient() : createQueryClient();
  const state = serverState();
  if (state) hydrate(queryClient, state);

  return new Promise((resolve) => {
    const onHydrated = () => {
      // The mark lets the root's controls take taps (styles.css).
      root.setAttribute("data-hydrated", "");
      if (staticPage) void queryClient.invalidateQueries({ queryKey: userQueryKey });
      resolve();
    };
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
        <Hydrated onHydrated={onHydrated} />
      </StrictMode>
    );
    const prerenderedTitle = document.querySelector("title[data-prerendered]");
    if (root.dataset.prerendered !== window.location.pathname) {
      prerenderedTitle?.remove();
      root.replaceChildren();
      createRoot(root).render(app);
      return;
    }
    // A cook's page from the server shows their menu, whose code the page otherwise loads on demand.
    const signedIn = state?.queries.some(
      (query) => query.queryKey[0] === userQueryKey[0] && query.state.data,
    );
    void Promise.all([
      loadRouteCode(routes, window.location.pathname),
      signedIn ? preloadUserMenu() : undefined,
    ]).then(() => {
      prerenderedTitle?.remove();
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page: the page already shows, and a tap is answered meanwhile.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
  });
}
