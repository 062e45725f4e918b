import type { ComponentType } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/lib/session";
import {
  DEFAULT_TAB,
  tabFrom,
  WEEKLY_MENUS_TABS,
  type MenusTabProps,
  type WeeklyMenusTab,
} from "../lib/weekly-menus-tabs";
import { MenusTabPlaceholder } from "./menus-tab-placeholder";
import { PreferencesTab } from "./preferences-tab";
import { ProfileTab } from "./profile-tab";
import { WeeklyMenusHeader } from "./weekly-menus-header";
import { useDocumentTitle } from "@/lib/use-document-title";

interface WeeklyMenusPageProps {
  /** The menus list, handed in by the app (it belongs to the menus feature). */
  MenusTab?: ComponentType<MenusTabProps>;
  /** Where the declared allergies are edited. */
  allergiesPath?: string;
}

/**
 * /cardapios-semanais and /weekly-menu (spec §2): the cook's menus, nutritional profile and food
 * preferences. The open tab lives in the address (?tab=perfil) so a reload or a shared link keeps it.
 */
export function WeeklyMenusPage({ MenusTab = MenusTabPlaceholder, allergiesPath }: WeeklyMenusPageProps) {
  useDocumentTitle("Cardápios Semanais");
  const { user, isLoading } = useUser();
  const [params, setParams] = useSearchParams();
  if (isLoading)
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Carregando...
      </p>
    );
  if (!user) return <Navigate to="/auth" replace />;

  const tab = tabFrom(params.get("tab"));
  const showTab = (next: WeeklyMenusTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <WeeklyMenusHeader />
      <Tabs value={tab} onValueChange={(value) => showTab(tabFrom(value))}>
        <TabsList aria-label="Seções" className="h-auto grid-cols-3 sm:max-w-xl">
          {WEEKLY_MENUS_TABS.map(({ id, label }) => (
            <TabsTrigger
              key={id}
              value={id}
              className="h-auto min-h-11 px-2 py-1.5 text-center leading-tight"
            >
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="cardapios">
          <MenusTab showTab={showTab} />
        </TabsContent>
        <TabsContent value="perfil">
          <ProfileTab allergiesPath={allergiesPath} />
        </TabsContent>
        <TabsContent value="preferencias">
          <PreferencesTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
