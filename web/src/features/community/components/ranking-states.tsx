import { CircleAlert, Star } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function RankingEmpty() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <Star aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-lg font-bold">Nenhuma receita avaliada ainda</h2>
      <p className="max-w-sm text-muted-foreground">
        Crie uma receita, publique-a e peça aos amigos que a avaliem: ela pode ser a primeira do ranking.
      </p>
      <Button asChild>
        <Link to="/">Criar Primeira Receita</Link>
      </Button>
    </Card>
  );
}

export function RankingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h2 className="text-lg font-bold">Erro ao carregar ranking</h2>
      <p className="text-muted-foreground">Tente novamente mais tarde</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? "Tentando..." : "Tentar novamente"}
      </Button>
    </Card>
  );
}
