import type { Recipe } from "@chefzap/shared";
import { useState } from "react";
import { defaultServings } from "../lib/servings";
import type { RecipeSlots } from "../recipe-slots";
import { IngredientsSection } from "./ingredients-section";
import { InstructionSteps } from "./instruction-steps";
import { LeftOutNote } from "@/components/left-out-note";
import { RecipeActions } from "./recipe-actions";
import { RecipeHeader } from "./recipe-header";
import { RecipeLinks } from "./recipe-links";
import { RecipeNotes } from "./recipe-notes";

export function RecipeDetail({ recipe, Nutrition, Ratings, Report }: RecipeSlots & { recipe: Recipe }) {
  const [servings, setServings] = useState(() => defaultServings(recipe.servings));

  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <div className="grid gap-4">
        <RecipeHeader recipe={recipe} />
        <RecipeActions recipe={recipe} Report={Report} />
      </div>
      <LeftOutNote leftOut={recipe.leftOut} />
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <IngredientsSection recipe={recipe} servings={servings} onServingsChange={setServings} />
        <InstructionSteps steps={recipe.instructions} />
      </div>
      <RecipeNotes recipe={recipe} />
      {Ratings && <Ratings recipe={recipe} />}
      {/* "Nova Versão" rewrites the lines under the same id: a new list starts a new analysis. */}
      {Nutrition && <Nutrition key={recipe.ingredients.join("\n")} recipe={recipe} servings={servings} />}
      <RecipeLinks />
    </main>
  );
}
