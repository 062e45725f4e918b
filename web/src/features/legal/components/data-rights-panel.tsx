import { Download } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Where the policy's rights become buttons: the data export and the account's deletion (LGPD art. 18). */
export function DataRightsPanel() {
  const { user, isLoading } = useUser();
  return (
    <div
      role="group"
      aria-labelledby="seus-dados"
      className="space-y-3 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm"
    >
      <h3 id="seus-dados">Seus dados</h3>
      {isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : user ? (
        <>
          <p className="text-sm text-muted-foreground">
            Conta aberta: <strong>{user.email}</strong>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              {/* The api answers with an attachment; a plain link lets the browser save it. */}
              <a href="/api/me/export" download>
                <Download aria-hidden="true" />
                Baixar meus dados
              </a>
            </Button>
            <DeleteAccountDialog />
          </div>
        </>
      ) : (
        <p className="text-sm">
          Os botões <strong>Baixar meus dados</strong> e <strong>Excluir minha conta</strong> aparecem aqui
          quando você está na sua conta. <Link to="/auth">Entrar na minha conta</Link>
        </p>
      )}
    </div>
  );
}
