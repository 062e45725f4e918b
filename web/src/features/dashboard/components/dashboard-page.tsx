import type { ComponentType } from "react";
import { Navigate } from "react-router";
import { useUser } from "@/lib/session";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { QuickActions } from "./quick-actions";
import { RecipeSection } from "./recipe-section";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /dashboard: the signed-in user's home; visitors are sent to /auth (spec §2). `Whatsapp` is the
 * "Conectar WhatsApp" card, handed in by the app (it belongs to the whatsapp feature).
 */
export function DashboardPage({ Whatsapp }: { Whatsapp?: ComponentType }) {
  useDocumentTitle("Dashboard");
  const { user, isLoading } = useUser();
  if (isLoading) return <DashboardSkeleton />;
  if (!user) return <Navigate to="/auth" replace />;

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <DashboardHeader user={user} />
      <QuickActions />
      {Whatsapp && <Whatsapp />}
      <RecipeSection />
    </main>
  );
}
