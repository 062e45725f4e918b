import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import { modifyOffline } from "../modify/modify-offline.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];
const at = (ingredients: string[], dish?: string) =>
  LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, dish }));
const advice = (recipe: { tips: string; substitutions: string }) => `${recipe.tips} ${recipe.substitutions}`;

describe("tips and substitutions true to the recipe they sit in", () => {
  it("tells a toast browned in minutes to stay by the oven, not to count back from a time it has none of", () => {
    for (const recipe of at(["pão", "pimentão"])) {
      expect(recipe.tips).not.toMatch(/antes do tempo indicado|Evite abrir o forno/);
    }
  });

  it("gives a mug cake microwave advice, never 'acerte o tempero' on a baked cake", () => {
    for (const recipe of at(["café", "cenoura"], "bolo de caneca")) {
      expect(recipe.tips).not.toMatch(/acerte o tempero|acerte o doce|forno/);
    }
    // A mug cake is a beginner's dish at every level asked, and its advice is the microwave's.
    for (const recipe of at(["café", "cenoura"], "bolo de caneca"))
      expect(recipe.tips).toMatch(/micro-ondas/);
  });

  it("does not tell a cook to sweeten a sardine sandwich, nor to go 'fogo médio' on a farofa made on a low flame", () => {
    for (const recipe of at(["sardinha em lata", "pão"])) expect(recipe.tips).not.toMatch(/adoce|doce/);
    for (const recipe of at(["farinha de mandioca", "manteiga", "castanha-do-pará"]))
      expect(recipe.tips).not.toMatch(/fogo médio/);
  });

  it("offers swaps only for foods the dish has", () => {
    const [torta] = at(["frango", "linguiça", "aveia"]);
    expect(torta!.ingredients.join(" ")).not.toMatch(/farinha de trigo/);
    expect(advice(torta!)).not.toMatch(/no lugar da de trigo/);
    for (const recipe of at(["sardinha em lata", "tomate", "cebola"]))
      expect(advice(recipe)).not.toMatch(/Sardinha fresca|sardinha em lata, bem escorrida, reduzindo/);
    for (const recipe of at(["banana", "granola", "castanha-de-caju"]))
      expect(recipe.substitutions).not.toMatch(/Banana congelada/);
  });

  it("keeps a pudim's tip in step with its 180 °C oven", () => {
    for (const recipe of at(["pão de queijo", "café"])) expect(recipe.tips).not.toMatch(/Forno baixo/);
  });
});

describe("tips after a change", () => {
  it("speaks of the airfryer's basket, not the oven's door, once the dish moved there", () => {
    for (const recipe of at(["batata"])) {
      const changed = modifyOffline({ recipe, request: "na airfryer" });
      expect(changed.instructions.join(" ")).toMatch(/airfryer/);
      expect(advice(changed)).not.toMatch(/forno/);
    }
  });

  it("tells only what a lighter or quicker version did", () => {
    const [refogado] = at(["pimentão"]);
    expect(modifyOffline({ recipe: refogado!, request: "menos gordura" }).tips).toMatch(
      /Versão mais leve: metade da gordura\./,
    );
    const [ovos] = at(["ervilha congelada", "ovo"]);
    // Nothing in eggs and peas waits or simmers long: no pressure cooker, the change is declined.
    expect(() => modifyOffline({ recipe: ovos!, request: "mais rápida" })).toThrow(/mais rápida, mas/);
  });
});
