import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Any failure to load counts as not found (spec §2): the link is all the user has to go on. */
export function RecipeNotFound() {
  return (
    <main className="mx-auto grid w-full max-w-md px-4 py-12 sm:py-20">
      <Card className="grid justify-items-center gap-4 p-8 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">Receita não encontrada</h1>
        <p className="text-sm text-muted-foreground">
          O link pode estar incompleto ou a receita não existe mais.
        </p>
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Voltar ao Dashboard
          </Link>
        </Button>
      </Card>
    </main>
  );
}
