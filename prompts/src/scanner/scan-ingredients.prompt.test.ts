import { describe, expect, it } from "vitest";
import { scanIngredientsPrompt } from "./scan-ingredients.prompt.ts";

describe("scan-ingredients prompt", () => {
  it("asks for pt-BR food names only, with a 0–1 confidence and an empty list when nothing is food", () => {
    const text = scanIngredientsPrompt.render({});
    expect(text).toMatch(/português do Brasil/);
    expect(text).toMatch(/"confidence".*0 a 1/);
    expect(text).toMatch(/lista "ingredients" vazia/);
    expect(text).not.toMatch(/\{\{/);
    expect([scanIngredientsPrompt.name, scanIngredientsPrompt.version]).toEqual(["scan-ingredients", 1]);
  });
});
