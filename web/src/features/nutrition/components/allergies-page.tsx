import { CircleAlert, ShieldAlert } from "lucide-react";
import { Navigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { errorMessage } from "@/lib/error-message";
import { useAllergies } from "../api/get-allergies";
import { AllergiesForm } from "./allergies-form";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /perfil/alergias: the cook's declared allergens, which the nutrition panel flags as risk Alto. */
export function AllergiesPage() {
  useDocumentTitle("Minhas alergias");
  const { user, isLoading } = useUser();
  const allergies = useAllergies({ enabled: !!user });
  if (!isLoading && !user) return <Navigate to="/auth" replace />;

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex gap-3">
        <ShieldAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold leading-tight">Minhas alergias</h1>
          <p className="text-muted-foreground">
            Marque o que você não pode comer. Na análise nutricional das receitas, esses ingredientes aparecem
            com risco Alto. Lista da ANVISA (RDC nº 26/2015), mais a lactose.
          </p>
        </div>
      </header>
      {allergies.data ? (
        <AllergiesForm data={allergies.data} />
      ) : allergies.isError ? (
        <Alert variant="destructive" role="alert" className="items-start">
          <CircleAlert aria-hidden="true" />
          <div className="grid gap-2">
            <p>{errorMessage(allergies.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => void allergies.refetch()}
            >
              Tentar novamente
            </Button>
          </div>
        </Alert>
      ) : (
        <div aria-busy="true" aria-label="Carregando alergias" className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      )}
    </main>
  );
}
