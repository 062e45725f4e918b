import { NotebookPen, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function UserRecipesEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <NotebookPen aria-hidden="true" className="size-12 text-primary" />
      <h3 className="text-lg font-bold">Crie sua primeira receita</h3>
      <p className="max-w-sm text-muted-foreground">
        Escreva aquela receita de família que só você sabe fazer. A IA ajuda a deixar tudo claro antes de você
        compartilhar.
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Escrever minha receita
      </Button>
    </Card>
  );
}
