import { LoaderCircle, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useRecipeForm } from "../hooks/use-recipe-form";
import { focusField } from "../lib/focus-field";
import { ImproveComparison } from "./improve-comparison";
import { RecipeFormFields } from "./recipe-form-fields";
import { RequestError } from "./request-error";

interface RecipeFormProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * The creation form. It stays mounted while closed, so closing it by mistake loses nothing; a saved
 * recipe resets it to the spec's defaults.
 */
export function RecipeForm({ id, open, onClose, onCreated }: RecipeFormProps) {
  const recipe = useRecipeForm({ onCreated });
  const { form, proposal, sent } = recipe;
  const busy = recipe.creating || recipe.improving;

  useEffect(() => {
    if (open) focusField(form, "title");
  }, [open, form]);

  return (
    <Card id={id} hidden={!open} className="p-4 sm:p-6">
      <section aria-labelledby={`${id}-heading`} className="grid gap-4">
        {proposal && sent ? (
          <ImproveComparison
            headingId={`${id}-heading`}
            original={sent}
            improved={proposal}
            saving={recipe.creating}
            error={recipe.error}
            onSave={recipe.saveProposal}
            onEdit={recipe.editProposal}
            onDiscard={recipe.discardProposal}
          />
        ) : (
          <>
            <div className="grid gap-1">
              <h2 id={`${id}-heading`} className="text-xl font-bold">
                Nova receita
              </h2>
              <p className="text-sm text-muted-foreground">
                Campos com <span className="text-primary">*</span> são obrigatórios. A receita fica privada
                até você publicar.
              </p>
            </div>
            <FormProvider {...form}>
              <form
                onSubmit={recipe.submit}
                noValidate
                aria-labelledby={`${id}-heading`}
                className="grid gap-4"
              >
                <RecipeFormFields withExtras={recipe.withExtras} />
                <RequestError error={recipe.error} />
                <p aria-live="polite" className="text-sm font-medium text-primary empty:hidden">
                  {recipe.improving ? "A IA está revisando sua receita. Isso leva alguns segundos…" : ""}
                </p>
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  <Button type="submit" disabled={busy}>
                    {recipe.creating && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                    {/* The spec's "Criando com IA..." is not said: saving a written recipe calls no AI. */}
                    {recipe.creating ? "Salvando..." : "Criar Receita"}
                  </Button>
                  <Button variant="secondary" onClick={recipe.requestImprovement} disabled={busy}>
                    {recipe.improving ? (
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                    ) : (
                      <Sparkles aria-hidden="true" />
                    )}
                    {recipe.improving ? "Melhorando..." : "Criar com IA…"}
                  </Button>
                  <Button variant="ghost" onClick={onClose} disabled={busy}>
                    Cancelar
                  </Button>
                </div>
              </form>
            </FormProvider>
          </>
        )}
      </section>
    </Card>
  );
}
