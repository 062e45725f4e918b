import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Spec §6: rating requires an account; visitors get a button to /auth. */
export function RatingLoginPrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">Entre na sua conta para avaliar esta receita e deixar um comentário.</p>
      <Button asChild>
        <Link to="/auth">
          <LogIn aria-hidden="true" />
          Entrar para avaliar
        </Link>
      </Button>
    </div>
  );
}
