// First: it must run before any schema is built.
import "./lib/zod-jitless";
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadUserMenu } from "./app/layout/desktop-header";
import { loadRouteCode } from "./app/load-route-code";
import { createQueryClient } from "./lib/query-client";
import { serverState } from "./lib/server-state";
import { userQueryKey } from "./lib/session";
import { routes } from "./app/router";
import "./styles.css";

const root = document.getElementById("root")!;
// A page rendered on the server came with the api answers it was drawn with: the first render uses
// them, so it matches the markup, and nothing is asked twice.
const queryClient = createQueryClient();
const state = serverState();
if (state) hydrate(queryClient, state);

/** Marks the root once React has it, which lets its controls take taps (styles.css). */
function Hydrated() {
  useEffect(() => root.setAttribute("data-hydrated", ""), []);
  return null;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
    <Hydrated />
  </StrictMode>
);

// A page prerendered at build time, or rendered by the server for this request, is hydrated at the address it was rendered for, once the route's
// code is here (else the router would first draw its loading fallback over the markup). Anywhere else,
// e.g. an offline copy served for another address, the markup is dropped and the app renders afresh.
// Either way the prerendered title goes once React takes over: the page sets its own as in any other
// render, and index.html's stays beneath for the pages that set none.
const prerenderedTitle = document.querySelector("title[data-prerendered]");
if (root.dataset.prerendered === window.location.pathname) {
  // Not a top-level await: the route's chunk imports from the one this module is in, and would wait
  // for this module to finish evaluating, which would wait for the chunk.
  // A cook's page from the server shows their menu, whose code the page otherwise loads on demand.
  const signedIn = state?.queries.some((query) => query.queryKey[0] === userQueryKey[0] && query.state.data);
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
} else {
  prerenderedTitle?.remove();
  root.replaceChildren();
  createRoot(root).render(app);
}
