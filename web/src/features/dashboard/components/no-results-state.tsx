import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function NoResultsState({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-semibold">Nenhuma receita encontrada para “{query.trim()}”.</p>
      <Button variant="outline" onClick={onClear}>
        Limpar busca
      </Button>
    </Card>
  );
}
