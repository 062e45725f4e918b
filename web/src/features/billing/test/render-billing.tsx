import type { PublicUser, SubscriptionInfo } from "@chefzap/shared";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toaster";
import { stubApi, type StubHandler } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";

export const GET_SUBSCRIPTION = "GET /api/billing/subscription";

interface BillingScene {
  /** null: a visitor; a function to change the plan between reads. */
  user?: PublicUser | null | (() => PublicUser);
  /** The api's current answer; a function to change it between calls. */
  subscription?: SubscriptionInfo | (() => SubscriptionInfo);
  routes?: Record<string, StubHandler>;
  path?: string;
}

/** Renders a billing page at `path` with toasts, and the pages its links lead to as plain headings. */
export function renderBilling(
  page: ReactElement,
  { user = aUser(), subscription, routes = {}, path = "/subscribe" }: BillingScene,
) {
  const fetchMock = stubApi({
    "GET /api/session": () => ({ body: { user: (typeof user === "function" ? user() : user) ?? null } }),
    ...(subscription && {
      [GET_SUBSCRIPTION]: () => ({
        body: typeof subscription === "function" ? subscription() : subscription,
      }),
    }),
    ...routes,
  });
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
      { path: "/register", element: <h1>Cadastro</h1> },
      { path: "/auth", element: <h1>Entrar</h1> },
      { path: "/dashboard", element: <h1>Painel</h1> },
    ],
    path,
  );
  return { fetchMock, ...view };
}
