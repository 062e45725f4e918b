import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function NoResultsState({ onClear }: { onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h3 className="text-lg font-bold">Nenhuma receita encontrada</h3>
      <p className="max-w-sm text-muted-foreground">
        Tente ajustar sua busca ou os filtros para encontrar outras receitas.
      </p>
      <Button variant="outline" onClick={onClear}>
        Limpar busca e filtros
      </Button>
    </Card>
  );
}
