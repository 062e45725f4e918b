import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { setApiTransport, type ApiTransport } from "@/lib/api-fetch";
import { createQueryClient, visitorQueryClient } from "@/lib/query-client";
import { userQueryKey } from "@/lib/session";
import { PrerenderTitleContext } from "@/lib/use-document-title";
import { App } from "./app";
import { pageDocument, type RenderedMarkup } from "./page-document";
import { routes } from "./router";
import { serverRenderedPage } from "./server-rendered";

export { pageDocument };
export { serverRendered } from "./server-rendered";

/**
 * The api calls of the render in progress: renders of different requests interleave while they
 * wait for their answers, and each one's calls must carry its own visitor's cookie.
 */
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error(`api call outside a server render: ${path}`));
  return transport(path, init);
});

/** Renders that ask the api for more after each answer (the user, then their recipes) stop here. */
const MAX_PASSES = 3;

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * A query the page asked for while rendering: the server never fetches during a render, so it waits.
 * Its options are the observer's, `enabled` among them (a query waiting for the user is not asked yet).
 */
function isWaiting(query: Query): boolean {
  const enabled = (query.options as { enabled?: Enabled }).enabled;
  return (
    query.state.status === "pending" &&
    query.state.fetchStatus === "idle" &&
    (typeof enabled === "function" ? enabled(query) : enabled) !== false
  );
}

function renderMarkup(pathname: string, queryClient: QueryClient, search = "") {
  return async (): Promise<RenderedMarkup> => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(pathname + search, "http://localhost")));
    if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
    const router = createStaticRouter(handler.dataRoutes, context);
    let title: string | undefined;
    const html = renderToString(
      <PrerenderTitleContext
        value={(named) => {
          title = named;
        }}
      >
        <StrictMode>
          <App
            queryClient={queryClient}
            routing={<StaticRouterProvider router={router} context={context} hydrate={false} />}
          />
        </StrictMode>
      </PrerenderTitleContext>,
    );
    return { html, title };
  };
}

/**
 * The page at `pathname` as a visitor sees it, at build time (the header offers "Entrar", the light
 * theme, the route's code already loaded); start-app's first render draws the same. `hydrate={false}`:
 * the router's state is rebuilt in the browser, and the CSP forbids the inline script that would carry it.
 */
export async function renderPage(pathname: string): Promise<RenderedMarkup> {
  return renderMarkup(pathname, visitorQueryClient())();
}

/**
 * The page at `pathname` for the visitor whose api calls `transport` makes, with their data: it is
 * rendered, the api answers what the render asked for, and it is rendered again until it asks nothing
 * new. The answers go with the markup, so the browser draws the same page without asking again.
 * Answers that failed are left out: the browser asks again and shows the error its own way.
 * Undefined for a page that is not rendered here, or a cook's page asked by a visitor: the page sends
 * them to /auth, which only the browser can do.
 */
export async function renderRequest(
  pathname: string,
  search: string,
  transport: ApiTransport,
): Promise<RenderedMarkup | undefined> {
  const served = serverRenderedPage(pathname);
  if (!served) return undefined;
  return transports.run(transport, async () => {
    const queryClient = createQueryClient();
    const render = renderMarkup(pathname, queryClient, search);
    const visitorOnCooksPage = () => served.signedIn && !queryClient.getQueryData(userQueryKey);
    let page = await render();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (!waiting.length) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      if (visitorOnCooksPage()) return undefined;
      page = await render();
    }
    if (visitorOnCooksPage()) return undefined;
    return { ...page, state: dehydrate(queryClient) };
  });
}
