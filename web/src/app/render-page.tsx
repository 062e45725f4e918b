import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PrerenderTitleContext } from "@/lib/use-document-title";
import { App } from "./app";
import { routes } from "./router";

export interface RenderedPage {
  html: string;
  /** The page's own document title, when it names itself (the landing keeps index.html's). */
  title?: string;
}

/**
 * The page at `pathname` as the browser's first render will draw it (build time only, see
 * build/prerender.ts): no signed-in user yet, the light theme, the route's code already loaded.
 * `hydrate={false}`: the router's state is rebuilt in the browser, and the CSP forbids the inline
 * script that would carry it.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
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
        <App routing={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </StrictMode>
    </PrerenderTitleContext>,
  );
  return { html, title };
}
