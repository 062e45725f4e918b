import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toaster";
import { stubApi, type StubHandler } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { anAdmin } from "./admin-factories";

/** Renders an admin page signed in as an admin (unless `user` says otherwise), with toasts. */
export function renderAdmin(
  page: ReactElement,
  {
    path,
    routes = {},
    user = anAdmin(),
  }: { path: string; routes?: Record<string, StubHandler>; user?: unknown },
) {
  const fetchMock = stubApi({ "GET /api/session": { body: { user } }, ...routes });
  const view = renderRoutes(
    [
      {
        path: "*",
        element: (
          <>
            {page}
            <Toaster />
          </>
        ),
      },
      { path: "/admin", element: <h1>Entrar como admin</h1> },
    ],
    path,
  );
  return { fetchMock, ...view };
}

/** A paged answer: the rows and the count header the api sends. */
export const page = (items: unknown[], total = items.length) => ({
  body: items,
  headers: { "X-Total-Count": String(total) },
});
