import { describe, expect, it } from "vitest";
import { lintRecipe, type FindingCode } from "../../linter/index.ts";
import { lintContext } from "../../linter/lint-context.ts";
import { ovenNotPreheated } from "../../linter/rules/oven.ts";
import { generateOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

function recipesOf(count: number, seed: number) {
  return ingredientSets(count, seed).map((ingredients, n) =>
    generateOffline({ ingredients, skillLevel: LEVELS[n % 3]!, version: n % 3 }),
  );
}

function steps(ingredients: string[], skillLevel: SkillLevel = "intermediario", version = 0): string[] {
  return generateOffline({ ingredients, skillLevel, version }).instructions;
}

// Two seeds, so a fix that only suits one draw of ingredients shows up here.
let recipes: ReturnType<typeof recipesOf> | undefined;
let findings: Array<{ code: FindingCode; where: string }> | undefined;

function sharedRecipes() {
  return (recipes ??= [20261123, 7].flatMap((seed) => recipesOf(300, seed)));
}

/** Linter findings of one kind over 600 seeded recipes, as "title: at". */
function kitchenFindings(code: FindingCode): string[] {
  findings ??= sharedRecipes().flatMap((recipe) =>
    lintRecipe(recipe).map((finding) => ({ code: finding.code, where: `${recipe.title}: ${finding.at}` })),
  );
  return findings.filter((finding) => finding.code === code).map((finding) => finding.where);
}

describe("the offline chef follows the kitchen's order", () => {
  // The first reading lints the 600 recipes the others share, as the property tests over many recipes do.
  it("browns only in a pan already hot with fat", () => {
    expect(kitchenFindings("cooked_without_heat")).toEqual([]);
  }, 60_000);

  it("heats the fat before browning the paio of a soup, and browns it with the onion", () => {
    const soup = steps(["agrião", "alho-poró", "paio"], "intermediario", 1);
    expect(soup[0]).toBe(
      "Aqueça o azeite em uma panela, doure o paio e refogue o alho-poró e o alho até murchar.",
    );
  });

  it("adds shrimp to a vegetable refogado at the end, after the vegetables are tender", () => {
    const vagem = steps(["vagem", "camarão"], "intermediario", 1);
    const tender = vagem.findIndex((step) => /amaciar/.test(step));
    const shrimp = vagem.findIndex((step) => /camarão/.test(step));
    expect(tender).toBeGreaterThanOrEqual(0);
    expect(shrimp).toBe(tender + 1);
    expect(vagem[shrimp]).toMatch(/cozinhe por 3 minutos/);
  });

  it("serves last: herbs and toppings go on before the serving step", () => {
    expect(kitchenFindings("step_after_end")).toEqual([]);
    const pasta = steps(["macarrão", "coentro", "alho"], "iniciante");
    expect(pasta.slice(-3)).toEqual([
      "Misture o macarrão ao alho.",
      "Salpique o coentro por cima.",
      "Sirva em seguida.",
    ]);
  });

  it("cooks what must be cooked, long enough, and uses what it sets aside", () => {
    expect(kitchenFindings("raw_not_cooked")).toEqual([]);
    expect(kitchenFindings("reserved_not_returned")).toEqual([]);
  });

  it("soaks and pressure-cooks dry grão-de-bico, and lists it cooked for a quick refogado", () => {
    const stew = generateOffline({ ingredients: ["grão-de-bico", "cenoura"], skillLevel: "intermediario" });
    expect(stew.instructions[0]).toMatch(/de molho por 8 horas/);
    expect(stew.instructions[1]).toMatch(/na pressão/);
    const quick = generateOffline({
      ingredients: ["grão-de-bico", "cenoura"],
      skillLevel: "intermediario",
      version: 1,
    });
    expect(quick.title).toMatch(/refogado/);
    expect(quick.ingredients[0]).toMatch(/grão-de-bico cozido$/);
  });

  it("browns a tapioca's calabresa before the disc goes in the pan", () => {
    const tapioca = steps(["goma", "calabresa", "queijo coalho"], "iniciante");
    const browned = tapioca.findIndex((step) => /^Doure a calabresa/.test(step));
    const disc = tapioca.findIndex((step) => /^Espalhe/.test(step));
    expect(browned).toBeGreaterThanOrEqual(0);
    expect(browned).toBeLessThan(disc);
  });

  it("slices goiabada for a romeu e julieta, and pours honey over grilled coalho", () => {
    const honey = generateOffline({ ingredients: ["mel", "queijo de coalho"], skillLevel: "iniciante" });
    expect(honey.title).toBe("Queijo de coalho grelhado com mel");
    expect(honey.instructions.join(" ")).not.toMatch(/Corte o mel/);
    expect(honey.instructions[0]).toMatch(/^Aqueça uma frigideira antiaderente e grelhe/);
    const goiabada = generateOffline({ ingredients: ["goiabada", "queijo minas"], skillLevel: "iniciante" });
    expect(goiabada.ingredients).toEqual(["150 g de goiabada em fatias", "150 g de queijo minas em fatias"]);
  });

  it("lights the oven before any dish goes in, at every level", () => {
    const unlit = sharedRecipes().flatMap((recipe) =>
      ovenNotPreheated(lintContext(recipe)).map((finding) => `${recipe.title}: ${finding.at}`),
    );
    expect(unlit).toEqual([]);
    const lasanha = steps(["peixe", "atum", "massa de lasanha"], "intermediario");
    const lit = lasanha.findIndex((step) => /preaquecer/.test(step));
    expect(lit).toBeGreaterThanOrEqual(0);
    expect(lit).toBeLessThan(lasanha.findIndex((step) => /asse a 200 °C/.test(step)));
  }, 60_000);

  it("boils and chops the eggs of torradas before seasoning them with the tomatoes", () => {
    const toasts = steps(["pão francês", "ovo", "tomate"], "iniciante", 1);
    const boiled = toasts.indexOf("Cozinhe os ovos por 10 minutos, descasque e pique.");
    expect(boiled).toBeGreaterThanOrEqual(0);
    expect(toasts[boiled + 1]).toMatch(/^Tempere os tomates e os ovos com sal/);
  });

  it("toasts the garlic on the bread and grills a pimentão, never chopping a grated cheese", () => {
    const cheese = steps(["pão", "queijo", "manteiga"], "intermediario");
    // Torradas are a beginner's dish at any level asked: the first step lays out the ingredients.
    expect(cheese).toContain("Corte os pães em fatias, unte com a manteiga e espalhe o alho por cima.");
    expect(cheese.join(" ")).not.toMatch(/pique o queijo|fio da manteiga/i);
    const pepper = steps(["pão", "pimentão"], "intermediario");
    expect(pepper).toContain("Grelhe o pimentão numa frigideira com um pouco do azeite até dourar.");
  });
});
