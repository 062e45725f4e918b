import { Calculator, Loader2, LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/session";

export function CalculateAction({ isPending, onCalculate }: { isPending: boolean; onCalculate: () => void }) {
  const { isAuthenticated, isLoading } = useUser();
  // Spec §6: analysing is for signed-in cooks; a visitor reading a shared link is offered to sign in.
  if (!isAuthenticated && !isLoading)
    return (
      // The label is long for a 390 px phone: it wraps rather than push the page sideways.
      <Button
        asChild
        variant="outline"
        size="lg"
        className="h-auto min-h-12 py-2 text-center whitespace-normal sm:justify-self-start"
      >
        <Link to="/auth">
          <LogIn aria-hidden="true" />
          Entre para calcular a nutrição
        </Link>
      </Button>
    );
  return (
    <Button
      size="lg"
      className="sm:justify-self-start"
      disabled={isPending || isLoading}
      onClick={onCalculate}
    >
      {isPending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <Calculator aria-hidden="true" />
      )}
      {isPending ? "Analisando..." : "Calcular Nutrição"}
    </Button>
  );
}
