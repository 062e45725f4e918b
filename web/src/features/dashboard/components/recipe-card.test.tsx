import type { Recipe } from "@chefzap/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aRecipe } from "@/test/factories";
import { renderAt } from "@/test/render";
import { RecipeCard } from "./recipe-card";

// nutritionSummary is the api's addition, not yet in shared's Recipe.
const withKcal = (summary: unknown) =>
  ({ ...aRecipe({ title: "Frango" }), nutritionSummary: summary }) as Recipe;

describe("RecipeCard", () => {
  it("shows kcal per serving when the api sent a summary", () => {
    renderAt(
      <RecipeCard recipe={withKcal({ caloriesPerServing: 420, proteinPerServing: 30, coverage: 90 })} />,
    );
    expect(screen.getByText("≈ 420 kcal/porção")).toBeInTheDocument();
  });

  it("gives the kcal as a floor when the summary left a line out, and none when it left most out", () => {
    const count = { counted: 4, total: 5, missing: ["2 xícaras (chá) de leite vegetal"] };
    const { unmount } = renderAt(
      <RecipeCard
        recipe={withKcal({ caloriesPerServing: 238, proteinPerServing: 5, coverage: 100, count })}
      />,
    );
    expect(screen.getByText("pelo menos 238 kcal/porção")).toBeInTheDocument();
    unmount();
    const most = { counted: 2, total: 5, missing: ["quinoa", "leite vegetal", "tahine"] };
    renderAt(
      <RecipeCard
        recipe={withKcal({ caloriesPerServing: 90, proteinPerServing: 2, coverage: 100, count: most })}
      />,
    );
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();
  });

  it("shows no kcal for a recipe without one", () => {
    renderAt(<RecipeCard recipe={withKcal(null)} />);
    expect(screen.getByRole("link", { name: "Frango" })).toBeInTheDocument();
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();
  });
});
