import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the code of the routes matching `pathname` and puts it on the routes themselves, as React
 * Router's guide to hydrating lazy routes does: the router then starts ready instead of loading.
 */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
