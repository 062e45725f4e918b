import { LayoutDashboard, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function RecipeLinks() {
  return (
    <nav aria-label="Próximos passos" className="grid gap-2 sm:flex sm:justify-center">
      <Button asChild size="lg">
        <Link to="/">
          <Plus aria-hidden="true" />
          Nova Receita
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
    </nav>
  );
}
