import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

// Explaining beats a silent redirect: the visitor keeps the typed ingredients on the page.
export function ScannerSignIn() {
  return (
    <div className="space-y-4">
      <Alert>
        <LogIn aria-hidden="true" />
        <p>Entre na sua conta para escanear ingredientes.</p>
      </Alert>
      <Button asChild className="w-full">
        <Link to="/auth">Entrar na conta</Link>
      </Button>
    </div>
  );
}
