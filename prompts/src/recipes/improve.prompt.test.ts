import { describe, expect, it } from "vitest";
import { improveRecipePrompt } from "./improve.prompt.ts";

describe("improve prompt", () => {
  it("carries the author's recipe and asks to keep the dish", () => {
    const text = improveRecipePrompt.render({ receita: "Título: Bolo de fubá da vó" });
    expect(text).toContain("Título: Bolo de fubá da vó");
    expect(text).toMatch(/sem trocar o prato/);
    expect(text).toMatch(/"changes"/);
    expect([improveRecipePrompt.name, improveRecipePrompt.version]).toEqual(["improve-recipe", 1]);
  });
});
