import { healthyRecipeRequestSchema } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import type { RecipeAi } from "../../ai/recipe-ai.ts";
import { findFit } from "./find-fit.ts";

const offline = { mode: "offline" } as RecipeAi;
const fit = (request: Record<string, unknown>) =>
  findFit(offline, healthyRecipeRequestSchema.parse(request), () => {});

describe("a food of the cook's that TACO cannot count", () => {
  it("is left out of the dish rather than refusing the whole request", async () => {
    const found = await fit({
      ingredients: ["sorvete", "abacaxi", "sardinha em lata", "iogurte", "aveia"],
      healthGoal: "heart-health",
      dietaryRestrictions: ["vegetarian"],
      maxCalories: 600,
      maxTime: 45,
    });
    expect(found.recipe.ingredients.join(" ")).not.toMatch(/sorvete/);
    expect(found.recipe.ingredients.join(" ")).toMatch(/abacaxi/);
    expect(found.adjustments[0]).toMatch(/^Ajuste "sem sorvete"/);
  });

  it("stays when the dish is made of it, and the request is refused with the real obstacle", async () => {
    await expect(
      fit({
        ingredients: ["sorvete", "goiabada", "água de coco"],
        healthGoal: "immunity",
        dietaryRestrictions: ["vegan"],
      }),
    ).rejects.toMatchObject({ code: "healthy_unreachable" });
  });
});
