import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useUser } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ADMIN_PANEL_PATH } from "../paths";
import { AccessDenied } from "./access-denied";
import { AdminLoginForm } from "./admin-login-form";

/** /admin: an admin already signed in goes straight to the panel; anyone else may sign in as one. */
export function AdminLoginPage() {
  useDocumentTitle("Administração");
  const { user } = useUser();
  if (user?.isAdmin) return <Navigate to={ADMIN_PANEL_PATH} replace />;

  return (
    <main className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:py-12">
      {user && <AccessDenied />}
      <Card>
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold leading-tight">Área administrativa</h1>
          <CardDescription>Entre com uma conta de administrador do ChefZap.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <AdminLoginForm />
          <Button asChild variant="ghost">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Voltar ao site
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
