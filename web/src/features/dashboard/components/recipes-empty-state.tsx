import { ChefHat } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function RecipesEmptyState() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <ChefHat aria-hidden="true" className="size-12 text-primary" />
      <h3 className="text-lg font-bold">Você ainda não tem receitas</h3>
      <p className="max-w-sm text-muted-foreground">
        Conte quais ingredientes tem em casa e a IA cria a primeira receita para você.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">Criar Primeira Receita</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/como-funciona">Como Funciona</Link>
        </Button>
      </div>
    </Card>
  );
}
