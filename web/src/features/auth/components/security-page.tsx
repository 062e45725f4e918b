import { KeyRound } from "lucide-react";
import { Navigate } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ChangePasswordForm } from "./change-password-form";

/** /perfil/seguranca: the account's password, changed without leaving this session. */
export function SecurityPage() {
  useDocumentTitle("Segurança");
  const { user, isLoading } = useUser();
  if (!isLoading && !user) return <Navigate to="/auth" replace />;

  return (
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex gap-3">
        <KeyRound aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold leading-tight">Segurança</h1>
          <p className="text-muted-foreground">Troque a senha sempre que achar que alguém pode conhecê-la.</p>
        </div>
      </header>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-bold leading-tight">Alterar senha</h2>
          <CardDescription>
            Ao trocar a senha, saímos da sua conta nos outros aparelhos. Este continua conectado.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {user ? (
            <ChangePasswordForm />
          ) : (
            <div aria-busy="true" aria-label="Carregando" className="grid gap-4">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
