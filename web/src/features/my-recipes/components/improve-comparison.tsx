import type { ImprovedRecipe, UserRecipeBody } from "@chefzap/shared";
import { Check, LoaderCircle, PencilLine, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { RecipeVersion } from "./recipe-version";
import { RequestError } from "./request-error";

const SOURCE_NOTE: Record<ImprovedRecipe["source"], string> = {
  llm: "A IA reescreveu sua receita com passos mais claros, quantidades e dicas. O prato continua o seu.",
  offline:
    "Revisamos quantidades, medidas e passos da sua receita, sem trocar o prato. Compare e escolha a versão que vai salvar.",
};

interface ImproveComparisonProps {
  headingId: string;
  original: UserRecipeBody;
  improved: ImprovedRecipe;
  saving: boolean;
  error: unknown;
  onSave: () => void;
  onEdit: () => void;
  onDiscard: () => void;
}

/** "Criar com IA…": the author's text beside the proposal; nothing is saved until they choose. */
export function ImproveComparison({
  headingId,
  original,
  improved,
  saving,
  error,
  onSave,
  onEdit,
  onDiscard,
}: ImproveComparisonProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          Compare as versões
        </h2>
        <p className="text-sm text-muted-foreground">{SOURCE_NOTE[improved.source]}</p>
      </div>
      {improved.changes.length > 0 && (
        <div className="grid gap-1.5 rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <h3 className="font-semibold">O que mudou</h3>
          <ul className="grid list-disc gap-1 pl-5">
            {improved.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <RecipeVersion heading="Sua versão" recipe={original} />
        <RecipeVersion heading="Versão melhorada" recipe={improved.recipe} highlighted />
      </div>
      <RequestError error={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onSave} disabled={saving}>
          {saving ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {saving ? "Salvando..." : "Salvar versão melhorada"}
        </Button>
        <Button variant="outline" onClick={onEdit} disabled={saving}>
          <PencilLine aria-hidden="true" />
          Editar antes de salvar
        </Button>
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          <Undo2 aria-hidden="true" />
          Descartar e manter a minha
        </Button>
      </div>
    </div>
  );
}
