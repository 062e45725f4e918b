import { DEFAULT_TIP, type Recipe } from "@chefzap/shared";
import { Lightbulb, Repeat } from "lucide-react";
import { NoteBox } from "./note-box";

/** Tips and substitutions when present; the generic default tip says nothing, so it is hidden. */
export function RecipeNotes({ recipe }: { recipe: Recipe }) {
  const tip = recipe.tips?.trim();
  const substitutions = recipe.substitutions?.trim();
  if ((!tip || tip === DEFAULT_TIP) && !substitutions) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {tip && tip !== DEFAULT_TIP && (
        <NoteBox title="Dica do Chef" icon={<Lightbulb aria-hidden="true" className="size-5" />}>
          {tip}
        </NoteBox>
      )}
      {substitutions && (
        <NoteBox title="Substituições" icon={<Repeat aria-hidden="true" className="size-5" />}>
          {substitutions}
        </NoteBox>
      )}
    </div>
  );
}
