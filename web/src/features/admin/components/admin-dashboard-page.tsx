import type { AdminUser } from "@chefzap/shared";
import { useState } from "react";
import { AdminTabsPage } from "./admin-tabs-page";
import { DashboardTab } from "./dashboard-tab";
import { RecipesSection } from "./recipes-section";
import { UserDetailsDialog } from "./user-details-dialog";
import { UsersSection } from "./users-section";
import { WeeklyMenusSection } from "./weekly-menus-section";

/** /admin/dashboard, panel two: Dashboard, Usuários (with the user-detail modal), Receitas, Cardápios. */
export function AdminDashboardPage() {
  const [opened, setOpened] = useState<AdminUser | null>(null);
  return (
    <>
      <AdminTabsPage
        title="Dashboard administrativo"
        tabs={[
          { value: "dashboard", label: "Dashboard", content: <DashboardTab /> },
          { value: "usuarios", label: "Usuários", content: <UsersSection complete onDetails={setOpened} /> },
          { value: "receitas", label: "Receitas", content: <RecipesSection /> },
          { value: "cardapios", label: "Cardápios", content: <WeeklyMenusSection /> },
        ]}
      />
      <UserDetailsDialog user={opened} onClose={() => setOpened(null)} />
    </>
  );
}
