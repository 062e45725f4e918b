import { useDetailsToast } from "../hooks/use-details-toast";
import { AdminTabsPage } from "./admin-tabs-page";
import { AnalyticsTab } from "./analytics-tab";
import { OverviewTab } from "./overview-tab";
import { PaymentsSection } from "./payments-section";
import { SystemTab } from "./system-tab";
import { UsersSection } from "./users-section";

/** /admin/perfect, panel one (spec part 2 §2): overview, users, payments, analytics, system. */
export function AdminPanelPage() {
  const showDetails = useDetailsToast();
  return (
    <AdminTabsPage
      title="Painel administrativo"
      tabs={[
        { value: "overview", label: "Visão geral", content: <OverviewTab /> },
        {
          value: "users",
          label: "Usuários",
          content: <UsersSection onDetails={(user) => void showDetails(user)} />,
        },
        { value: "payments", label: "Pagamentos", content: <PaymentsSection /> },
        { value: "analytics", label: "Análises", content: <AnalyticsTab /> },
        { value: "system", label: "Sistema", content: <SystemTab /> },
      ]}
    />
  );
}
