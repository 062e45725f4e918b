import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

const recipes = [20261123, 7].flatMap((seed) =>
  ingredientSets(400, seed).map((ingredients, n) =>
    generateOffline({ ingredients, skillLevel: LEVELS[n % 3]!, version: n % 3 }),
  ),
);

function versions(ingredients: string[]) {
  return [0, 1, 2].flatMap((version) =>
    LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, version })),
  );
}

const FAT = "(azeite|óleo|manteiga|margarina|banha|óleo de coco)";

describe("the kitchen's flow, step by step", () => {
  it("heats the fat once when a dish browns the meat and then makes the refogado", () => {
    const twice = new RegExp(`[Aa]queça (o|a) ${FAT}\\b[\\s\\S]*\\n[^\\n]*[Aa]queça (o|a) ${FAT}\\b`);
    for (const recipe of recipes) expect(recipe.instructions.join("\n"), recipe.title).not.toMatch(twice);
  });

  it("says where the browned meat is while the onion cooks: kept in the pan, or set aside and returned", () => {
    const stew = generateOffline({ ingredients: ["músculo", "batata"], skillLevel: "iniciante" });
    expect(stew.instructions).toContain(
      "Junte a cebola e o alho à panela com o músculo e refogue até murchar, cerca de 3 minutos.",
    );
    const hearts = generateOffline({ ingredients: ["coração de galinha"], skillLevel: "iniciante" });
    const aside = hearts.instructions.findIndex((step) =>
      /^Retire o coração de galinha da panela e reserve/.test(step),
    );
    expect(aside).toBeGreaterThan(0);
    expect(
      hearts.instructions.slice(aside + 1).some((step) => /^Volte o coração de galinha/.test(step)),
    ).toBe(true);
  });

  it("never browns a meat and sweats the onion 'sem deixar dourar' in one breath without turning the flame down", () => {
    for (const recipe of recipes)
      for (const step of recipe.instructions)
        if (/doure .* sue .*sem deixar dourar/.test(step))
          expect(step, recipe.title).toMatch(/abaixe o fogo/);
  });

  it("cooks louro in and takes it out before serving; it is never a garnish", () => {
    for (const recipe of [...recipes, ...versions(["louro", "frango"]), ...versions(["louro", "peixe"])]) {
      const steps = recipe.instructions.join("\n");
      expect(steps, recipe.title).not.toMatch(/(Finalize com|Salpique|Sirva com) o louro/);
      if (/louro/.test(steps))
        expect(steps, recipe.title).toMatch(/Retire as folhas de louro antes de servir/);
    }
  });

  it("speaks of vegetables softening only when the pot has vegetables", () => {
    const soja = versions(["soja"])
      .map((recipe) => recipe.instructions.join(" "))
      .join(" ");
    expect(soja).not.toMatch(/legumes amaciarem/);
  });

  it("makes a gelatina of unflavoured gelatine only with a juice and a sweetener", () => {
    for (const gel of ["gelatina incolor", "ágar-ágar"]) {
      const gelatinas = versions([gel]).filter((recipe) => /^Gelatina/.test(recipe.title));
      expect(gelatinas.length, gel).toBeGreaterThan(0);
      for (const recipe of gelatinas) {
        expect(recipe.ingredients.join(" ")).toMatch(/laranja|maracujá|uva|suco/);
        expect(recipe.ingredients.join(" ")).toMatch(/açúcar|mel|adoçante|leite condensado/);
      }
    }
  });
});

describe("each food cooked as it should be, or not at all", () => {
  const all = (ingredients: string[]) =>
    versions(ingredients).map((recipe) => recipe.instructions.join("\n"));

  it("never cooks pepino or alface, and wilts greens at the end instead of stewing them", () => {
    for (const text of all(["pepino", "abobrinha", "cenoura"]))
      expect(text).not.toMatch(/(refogue|asse|cozinhe|doure)[^.\n]*pepino/i);
    for (const text of all(["alface", "carne", "tomate"]))
      expect(text).not.toMatch(/(refogue|cozinhe)[^.\n]*alface/i);
    const rice = versions(["arroz", "rúcula"]).find((recipe) => recipe.title === "Arroz com rúcula");
    expect(rice?.instructions.join(" ")).toMatch(/Desligue o fogo, misture a rúcula e tampe/);
  });

  it("soaks and pressure-cooks the beans of a baião, and cooks feijão-de-corda without soaking", () => {
    const carioca = versions(["feijão carioca", "arroz", "queijo coalho"]).find((recipe) =>
      /Baião/.test(recipe.title),
    );
    expect(carioca?.instructions[0]).toMatch(/de molho por 8 horas e cozinhe na pressão/);
    const corda = versions(["feijão-de-corda", "arroz", "queijo coalho"]).find((recipe) =>
      /Baião/.test(recipe.title),
    );
    // A beginner's recipe lays out the ingredients first: the beans are the first step that cooks.
    expect(corda?.instructions.find((step) => /feijão-de-corda/.test(step))).toMatch(/sem molho prévio/);
  });

  it("sautés squid briefly and speaks of skin only on a fish", () => {
    for (const text of all(["lula", "limão"])) expect(text).not.toMatch(/pele/);
  });

  it("measures a cake's spices and bicarbonato by the teaspoon", () => {
    const cake = versions(["noz-moscada", "bicarbonato de sódio", "farinha de trigo", "ovo"]).find((recipe) =>
      /^Bolo/.test(recipe.title),
    );
    expect(cake?.ingredients).toContain("1 colher (chá) de bicarbonato de sódio");
    expect(cake?.ingredients).toContain("1 colher (chá) de noz-moscada");
  });

  it("drains fruit in syrup instead of washing and stoning it", () => {
    const text = all(["pêssego em calda", "farinha de trigo"]).join("\n");
    expect(text).not.toMatch(/[Ll]ave os pêssegos em calda/);
    expect(text).toMatch(/[Ee]scorra e pique os pêssegos em calda/);
  });
});

describe("steps that decide for the cook", () => {
  it("never leaves the cooking of a base to 'se precisar'", () => {
    for (const recipe of recipes)
      expect(recipe.instructions.join(" "), recipe.title).not.toMatch(/[Ss]e precisar, cozinhe/);
    for (const main of ["feijão-fradinho", "lentilha", "quinoa", "atum"]) {
      const salad = versions([main, "tomate"]).find((recipe) => /^Salada de/.test(recipe.title));
      if (salad) expect(salad.instructions[0], main).toMatch(/^(Cozinhe|Lave|Escorra|Deixe)/);
    }
  });

  it("deglazes with what the dish has, not 'o vinho ou a água'", () => {
    const steps = [
      ...recipes,
      ...versions(["músculo", "molho inglês"]),
      ...versions(["músculo", "vinho tinto"]),
    ].flatMap((recipe) => recipe.instructions);
    for (const step of steps.filter((s) => /^Deglaceie/.test(s))) expect(step).not.toMatch(/ ou /);
  });

  it("only warms canned atum in the oven, and never stews raw eggs", () => {
    const tuna = versions(["atum", "tomate"]).filter((recipe) => /ao forno/.test(recipe.title));
    for (const recipe of tuna) expect(recipe.instructions.join(" ")).toMatch(/Asse por 10 minutos/);
    for (const recipe of versions(["ovo", "cenoura"])) expect(recipe.title).not.toMatch(/^Ensopado de ovos/);
  });

  it("writes the reasons for what was left out in agreement with the dish", () => {
    const paio = generateOffline({ ingredients: ["paio", "granola"], skillLevel: "iniciante" });
    expect(paio.leftOut[0]?.reason).toMatch(/paio acebolado/);
  });
});
