import { parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

function atEveryLevel(ingredients: string[], dish?: string) {
  return LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, dish }));
}

const cupsOf = (lines: readonly string[], food: RegExp) => {
  const line = lines.find((text) => food.test(text));
  const parsed = line ? parseIngredientLine(line) : undefined;
  return parsed?.unit === "xicara" ? (parsed.quantity ?? 0) : 0;
};

describe("a pot of rice, as a cook measures it", () => {
  it("pours water by the rice: 2 cups a cup of white rice, about 2 ½ of integral", () => {
    const cases: Array<[string[], number, string?]> = [
      [["arroz"], 2],
      [["arroz", "brócolis"], 2],
      [["arroz", "calabresa"], 2],
      [["arroz", "frango"], 2, "galinhada"],
      [["arroz integral", "cenoura"], 2.5],
    ];
    for (const [ingredients, ratio, dish] of cases)
      for (const recipe of atEveryLevel(ingredients, dish)) {
        const rice = cupsOf(recipe.ingredients, /de arroz/);
        const water = cupsOf(recipe.ingredients, /de (água|caldo)/);
        expect(rice, recipe.title).toBeGreaterThan(0);
        // Quarter cups are what a cook pours: the water is the ratio, rounded to the nearest quarter.
        expect(Math.abs(water - rice * ratio), `${recipe.title}: ${recipe.ingredients}`).toBeLessThanOrEqual(
          0.25,
        );
      }
  });

  it("salts the water, boils it in the pot, and steams florets for the rice's last minutes", () => {
    for (const recipe of atEveryLevel(["arroz", "brócolis"])) {
      const text = recipe.instructions.join(" ");
      // A beginner reads "Cubra…" as a sentence of its own.
      expect(text).toMatch(/cubra com a água, tempere com sal/i);
      expect(text).not.toMatch(/água quente|água fervente/);
      expect(text).toMatch(/Faltando 5 minutos, espalhe os brócolis por cima/);
      expect(
        recipe.ingredients.filter((line) => /de brócolis em floretes pequenos$/.test(line)),
      ).toHaveLength(1);
    }
  });

  it("gives integral rice its 35 minutes, and the recipe's total counts them", () => {
    for (const recipe of atEveryLevel(["arroz integral", "cenoura"])) {
      expect(recipe.instructions.join(" ")).toMatch(/35 (a 40 )?minutos/);
      expect(recipe.cookingTime).toBeGreaterThanOrEqual(40);
    }
  });

  it("soaks only a salted meat for a carreteiro", () => {
    const calabresa = atEveryLevel(["arroz", "calabresa"]).flatMap((recipe) => recipe.instructions);
    expect(calabresa.join(" ")).not.toMatch(/de molho/);
    const seca = atEveryLevel(["arroz", "carne seca"]).flatMap((recipe) => recipe.instructions);
    expect(seca.join(" ")).toMatch(/carne-seca de molho em água por 12 horas/);
  });
});

describe("a risoto for two", () => {
  it("takes a cup of arbóreo, four of broth and grated parmesão by the cup", () => {
    for (const recipe of atEveryLevel(["arroz arbóreo", "cogumelo"], "risoto")) {
      expect(recipe.ingredients).toContain("1 xícara (chá) de arroz arbóreo");
      expect(recipe.ingredients).toContain("4 xícaras (chá) de caldo de legumes");
      expect(recipe.ingredients).toContain("½ xícara (chá) de parmesão ralado");
      expect(recipe.substitutions).toMatch(/Carnaroli substitui o arbóreo/);
    }
  });

  it("stirs a cheese the cook gave in at the end, never sautéed first", () => {
    for (const recipe of atEveryLevel(["arroz arbóreo", "gorgonzola"], "risoto")) {
      const text = recipe.instructions.join(" ");
      expect(text).not.toMatch(/Refogue o gorgonzola/);
      expect(recipe.instructions.at(-1)).toMatch(/o parmesão e o gorgonzola/);
    }
  });
});

describe("a nhoque of boiled tubers", () => {
  it("lists the potatoes whole in their skins and 2 cups of sauce for four", () => {
    for (const recipe of atEveryLevel(["batata", "farinha de trigo", "ovo"], "nhoque")) {
      expect(recipe.ingredients).toContain("6 batatas com casca");
      expect(recipe.ingredients).toContain("2 xícaras (chá) de molho de tomate");
      expect(recipe.instructions[0]).toMatch(/^Cozinhe as batatas inteiras, com casca/);
    }
  });

  it("peels mandioca before boiling it, and cooks chopped tomatoes down into a sauce", () => {
    const [mandioca] = atEveryLevel(["mandioca", "tomate"], "nhoque");
    expect(mandioca!.instructions[0]).toMatch(/^Descasque a mandioca, cozinhe em pedaços/);
    expect(mandioca!.instructions.join(" ")).toMatch(/até desmancharem em molho/);
  });
});

describe("a lasanha de atum", () => {
  it("lists the tuna by the can, spoons of extrato, and only warms the tuna", () => {
    for (const recipe of atEveryLevel(["atum", "massa de lasanha", "extrato de tomate"], "lasanha")) {
      expect(recipe.ingredients).toContain("2 latas de atum (170 g cada)");
      expect(recipe.ingredients).toContain("2 colheres (sopa) de extrato de tomate");
      const text = recipe.instructions.join(" ");
      expect(text).toMatch(/Junte o atum ao molho e misture só para aquecer/);
      expect(text).not.toMatch(/atum.{0,40}até cozinhar|Termine com molho/);
    }
  });

  it("keeps the cook's fish, poached in the sauce and flaked", () => {
    for (const recipe of atEveryLevel(["peixe", "massa de lasanha", "tomate"], "lasanha")) {
      expect(recipe.title).toBe("Lasanha de peixe");
      expect(recipe.leftOut).toEqual([]);
      expect(recipe.instructions.join(" ")).toMatch(
        /Acomode o peixe no molho, cozinhe tampado por 10 minutos/,
      );
    }
  });
});

describe("a quiche", () => {
  it("lists its ice water, rests the dough cold, preheats the oven and times the bake", () => {
    for (const recipe of atEveryLevel(["ovo", "creme de leite", "queijo", "bacon"], "quiche")) {
      expect(recipe.ingredients.some((line) => /colheres \(sopa\) de água gelada$/.test(line))).toBe(true);
      const steps = recipe.instructions;
      const rest = steps.findIndex((step) => /geladeira por 30 minutos/.test(step));
      const preheat = steps.findIndex((step) => /^Preaqueça o forno/.test(step));
      const firstBake = steps.findIndex((step) => /^Asse/.test(step));
      expect(rest).toBeGreaterThanOrEqual(0);
      expect(preheat).toBeGreaterThan(rest);
      expect(firstBake).toBeGreaterThan(preheat);
      for (const step of steps.filter((text) => /\basse\b/i.test(text))) expect(step).toMatch(/\d+ minutos/);
    }
  });

  it("sets a cup of milk with its three eggs, not three cups", () => {
    const [recipe] = atEveryLevel(["ovo", "leite", "espinafre"], "quiche");
    expect(recipe!.ingredients).toContain("1 xícara (chá) de leite");
  });
});

describe("mandioca in the oven", () => {
  it("is boiled before roasting, and abobrinha joins it for the last 20 minutes", () => {
    for (const recipe of atEveryLevel(["mandioca", "abobrinha"])) {
      expect(recipe.ingredients.join(" ")).not.toMatch(/mandioca cozida/);
      const steps = recipe.instructions;
      const boil = steps.findIndex((step) => /^Cozinhe a mandioca em água com sal por 20 minutos/.test(step));
      const later = steps.findIndex((step) =>
        /^Junte a abobrinha à assadeira, mexa e asse por mais 20 minutos/.test(step),
      );
      expect(boil).toBeGreaterThanOrEqual(0);
      expect(later).toBeGreaterThan(boil);
      expect(recipe.cookingTime).toBeGreaterThanOrEqual(60);
    }
  });
});
