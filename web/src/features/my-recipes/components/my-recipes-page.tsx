import { Info, Plus, X } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/session";
import { HowItWorksCard } from "./how-it-works-card";
import { MyRecipesSkeleton } from "./my-recipes-skeleton";
import { RecipeForm } from "./recipe-form";
import { RecipeTipsCard } from "./recipe-tips-card";
import { RestrictedAccess } from "./restricted-access";
import { UserRecipesSection } from "./user-recipes-section";
import { useDocumentTitle } from "@/lib/use-document-title";

const FORM_ID = "nova-receita";

/** /minhas-receitas and /my-recipe: the cook's own recipes, written, improved and published. */
export function MyRecipesPage() {
  useDocumentTitle("Minhas Receitas");
  const { user, isLoading } = useUser();
  const [formOpen, setFormOpen] = useState(false);
  if (isLoading) return <MyRecipesSkeleton />;
  if (!user) return <RestrictedAccess />;

  const created = () => {
    setFormOpen(false);
    document.getElementById("user-recipes-heading")?.focus();
  };

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold leading-tight">Minhas Receitas</h1>
          <p className="text-muted-foreground">
            Escreva suas receitas, deixe a IA revisar e compartilhe com a comunidade.
          </p>
        </div>
        <Button
          size="lg"
          aria-expanded={formOpen}
          aria-controls={FORM_ID}
          onClick={() => setFormOpen((open) => !open)}
        >
          {formOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Nova Receita
        </Button>
      </header>
      <RecipeForm id={FORM_ID} open={formOpen} onClose={() => setFormOpen(false)} onCreated={created} />
      <div className="grid gap-4 md:grid-cols-2">
        <HowItWorksCard />
        <RecipeTipsCard />
      </div>
      <Alert>
        <Info aria-hidden="true" />
        <p>
          <strong>Atenção:</strong> receitas publicadas ficam visíveis para toda a comunidade e não podem ser
          despublicadas.
        </p>
      </Alert>
      <UserRecipesSection onCreate={() => setFormOpen(true)} />
    </main>
  );
}
