import type { NutritionalProfile } from "@chefzap/shared";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { signedInApi, type StubHandler } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { WeeklyMenusPage } from "../components/weekly-menus-page";
import type { MenusTabProps } from "../lib/weekly-menus-tabs";
import { aCatalogue, aProfile, anAllergies } from "./factories";

interface Options {
  profile?: NutritionalProfile | null;
  allergies?: string[];
  routes?: Record<string, StubHandler>;
  MenusTab?: ComponentType<MenusTabProps>;
}

/**
 * The page for a signed-in cook over an api that keeps the profile: a POST merges what it is sent
 * (fields left out keep their value) and answers the whole profile, as the api does.
 */
export function renderWeeklyMenus(path = "/cardapios-semanais", options: Options = {}) {
  let profile = options.profile ?? null;
  const fetchMock = signedInApi({
    "GET /api/nutritional-profile": () => ({ body: profile }),
    "POST /api/nutritional-profile": (body) => {
      const { targets: _t, missing: _m, updatedAt: _u, ...fields } = profile ?? aProfile();
      profile = aProfile({ ...fields, ...(body as object) });
      return { body: profile };
    },
    "GET /api/foods": { body: aCatalogue() },
    "GET /api/me/allergies": { body: anAllergies(options.allergies) },
    ...options.routes,
  });
  const page = <WeeklyMenusPage MenusTab={options.MenusTab} allergiesPath="/perfil/alergias" />;
  const view = renderRoutes(
    [
      { path: "/cardapios-semanais", element: page },
      { path: "/auth", element: <h1>Entrar</h1> },
      { path: "/perfil/alergias", element: <h1>Minhas alergias</h1> },
    ],
    path,
  );
  return { fetchMock, view, user: userEvent.setup(), saved: () => profile };
}
