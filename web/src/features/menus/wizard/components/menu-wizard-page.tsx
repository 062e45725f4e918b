import { ArrowLeft } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { useNutritionalProfile } from "../../api/get-nutritional-profile";
import { LoadError } from "../../components/load-error";
import { DASHBOARD_PATH } from "../../lib/paths";
import { PremiumNote } from "../../week/components/premium-note";
import { MenuWizard } from "./menu-wizard";

/** The weekly menu wizard (spec §2), started from the profile with what it already holds. */
export function MenuWizardPage() {
  const { user, isLoading } = useUser();
  const premium = user?.plan === "premium";
  const profile = useNutritionalProfile({ enabled: premium });
  if (isLoading)
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Carregando...
      </p>
    );
  if (!user) return <Navigate to="/auth" replace />;

  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to={DASHBOARD_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar ao Dashboard
          </Link>
        </Button>
        <h1 className="text-3xl leading-tight font-bold">Novo Cardápio Semanal</h1>
      </header>
      {!premium ? (
        <PremiumNote />
      ) : profile.isPending ? (
        <div aria-busy="true" aria-label="Carregando perfil" className="grid gap-4">
          <Skeleton className="h-4" />
          <Skeleton className="h-96" />
        </div>
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <MenuWizard profile={profile.data} />
      )}
    </main>
  );
}
