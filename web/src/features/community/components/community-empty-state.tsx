import { ChefHat } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** No published recipe yet: invite the cook to be the first. */
export function CommunityEmptyState() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <ChefHat aria-hidden="true" className="size-12 text-primary" />
      <h3 className="text-lg font-bold">Seja o primeiro a compartilhar</h3>
      <p className="max-w-sm text-muted-foreground">
        Ainda não há receitas publicadas. Publique uma receita sua e inspire outros cozinheiros.
      </p>
      <Button asChild>
        <Link to="/minhas-receitas">Compartilhar Minha Receita</Link>
      </Button>
    </Card>
  );
}
