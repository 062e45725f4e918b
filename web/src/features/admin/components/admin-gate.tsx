import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { ADMIN_LOGIN_PATH } from "../paths";
import { AccessDenied } from "./access-denied";

/**
 * Shows a panel to admins only, by the role the server answers. It is a courtesy: every admin call is
 * refused on the server to anyone else.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="Carregando" className="mx-auto grid max-w-6xl gap-4 px-4 py-8">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!user) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  if (!user.isAdmin) {
    return (
      <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-12">
        <AccessDenied />
        <Button asChild variant="outline" className="justify-self-center">
          <Link to="/">Voltar ao site</Link>
        </Button>
      </main>
    );
  }
  return children;
}
