import { generatedRecipeSchema, type GeneratedRecipe } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline, normalizeIngredient } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import {
  BIFE_ACEBOLADO,
  BOLO,
  CARBONARA,
  ESCONDIDINHO,
  GALINHADA,
  PARMEGIANA,
  PEIXE_ASSADO,
  PUDIM,
} from "../testing/home-recipes.ts";
import { findMentions } from "./mention-lexer.ts";

function modify(recipe: GeneratedRecipe, request: string): GeneratedRecipe {
  const result = modifyOffline({ recipe, request });
  generatedRecipeSchema.parse(result);
  expect(lintRecipe(result), `${request}: ${result.instructions.join(" | ")}`).toEqual([]);
  return result;
}

const keys = (recipe: GeneratedRecipe) => recipe.ingredients.map((line) => normalizeIngredient(line).key);
const stepKeys = (recipe: GeneratedRecipe) =>
  recipe.instructions.flatMap((step) => findMentions(step).map((m) => m.key));
const line = (recipe: GeneratedRecipe, key: string) =>
  recipe.ingredients.find((l) => normalizeIngredient(l).key === key);

describe("modifyOffline takes foods out as a cook asks", () => {
  it.each([
    "tira a cebola",
    "sem cebola, por favor",
    "não quero cebola",
    "remove a cebola",
    "tirar a cebola",
    "pode tirar a cebola?",
    "s/ cebola pfv",
    "nao tenho cebola",
  ])("'%s' takes the onion out of the list and the steps", (request) => {
    const result = modify(GALINHADA, request);
    expect(keys(result)).not.toContain("cebola");
    expect(stepKeys(result)).not.toContain("cebola");
    expect(result.title).toBe("Galinhada (sem cebola)");
  });

  it("takes out a list, shares of a food included ('metade do alho')", () => {
    const result = modify(GALINHADA, "tira a cebola e o alho");
    expect(keys(result)).not.toContain("alho");
    expect(result.instructions[0]).toBe("Tempere o frango com sal.");
    expect(result.instructions[2]).toBe("Junte os tomates e a pimenta dedo-de-moça e refogue por 3 minutos.");
  });

  it("'pode tirar o ovo?' takes a savoury dish's eggs out, with nothing in their place", () => {
    const dish = generateOffline({ ingredients: ["arroz", "ovo", "ervilha"], skillLevel: "iniciante" });
    const result = modify(dish, "pode tirar o ovo?");
    expect(keys(result)).not.toContain("ovo");
    expect(keys(result)).not.toContain("tofu");
    // The step that mixed the eggs in goes with them, not left as "Misture ao arroz".
    expect(result.instructions.join(" ")).not.toMatch(/Misture ao arroz/);
  });

  it("keeps a breading's egg and says why", () => {
    expect(() => modifyOffline({ recipe: PARMEGIANA, request: "sem ovo" })).toThrow(
      /^Entendi que você quer tirar o ovo, mas nesta receita ele prende a farinha de rosca/,
    );
  });

  it.each(["esqueceu o bacon", "faltou bacon", "e o bacon??", "poe bacon e tira a cebola"])(
    "'%s' puts the bacon in",
    (request) => {
      expect(modify(GALINHADA, request).ingredients.join(" ")).toMatch(/bacon/);
    },
  );

  it("says so when the food is not in the dish", () => {
    expect(() => modifyOffline({ recipe: GALINHADA, request: "sem camarão" })).toThrow(
      /^Entendi que você quer tirar camarão, mas camarão não está nesta receita\.$/,
    );
  });

  it("'tira o óleo' from a dish that cooks in it says what it can do instead", () => {
    expect(() => modifyOffline({ recipe: GALINHADA, request: "tira o óleo" })).toThrow(
      /^Entendi que você quer tirar o óleo, mas a receita cozinha com ele; posso trocar \("troque o óleo por azeite"\)/,
    );
  });

  it("'sem sal' leaves no salt and makes up for it with lemon, without a second herb step", () => {
    const result = modify(GALINHADA, "sem sal");
    expect(keys(result)).not.toContain("sal");
    expect(result.instructions[0]).toBe("Tempere o frango com metade do alho.");
    expect(result.instructions.filter((step) => /cheiro-verde/.test(step))).toHaveLength(1);
    expect(result.ingredients).toContain("½ limão");
  });

  it("'tira o frango e coloca tofu' is a swap, not a dish without its main food", () => {
    const result = modify(GALINHADA, "tira o frango e coloca tofu");
    expect(keys(result)).toContain("tofu");
    expect(stepKeys(result)).not.toContain("frango");
    expect(result.tips).not.toMatch(/Entendi/);
  });
});

describe("modifyOffline heat and salt", () => {
  it.each(["deixa mais apimentado", "mais picante", "bem apimentado"])("'%s' adds heat", (request) => {
    const result = modify(GALINHADA, request);
    expect(result.title).toBe("Galinhada (mais picante)");
    expect(result.ingredients.join(" ")).toMatch(/páprica picante/);
  });

  it.each(["menos picante", "deixa menos apimentado", "nada picante", "não muito apimentado"])(
    "'%s' takes the chilli out instead of adding more",
    (request) => {
      const result = modify(GALINHADA, request);
      expect(result.title).toBe("Galinhada (menos picante)");
      expect(keys(result)).not.toContain("pimenta_dedo_de_moca");
      expect(result.ingredients.join(" ")).not.toMatch(/páprica/);
    },
  );

  it("'sem pimenta' takes every pepper out, the pimentão excepted", () => {
    const result = modify(GALINHADA, "sem pimenta");
    expect(result.title).toBe("Galinhada (sem pimenta)");
    expect(stepKeys(result)).not.toContain("pimenta_dedo_de_moca");
  });

  it("says when there is no chilli to take out or no salt to cut", () => {
    expect(() => modifyOffline({ recipe: BOLO, request: "menos picante" })).toThrow(
      /menos picante, mas ela não leva pimenta que arde/,
    );
    expect(() => modifyOffline({ recipe: BOLO, request: "menos sal" })).toThrow(
      /menos sal, mas ela não leva sal/,
    );
  });

  it.each(["diminui o sal", "tira um pouco do sal", "reduz o sal?"])(
    "'%s' asks for less salt, not for none",
    (request) => {
      expect(modify(GALINHADA, request).title).toBe("Galinhada (com menos sal)");
    },
  );

  it("'menos sal' cuts the salt to a pinch", () => {
    expect(modify(GALINHADA, "menos sal").ingredients).toContain("1 pitada de sal");
  });
});

describe("modifyOffline servings and amounts", () => {
  it.each([
    ["pra 2 pessoas", 2],
    ["faz pra 6", 6],
    ["rende 8 porções", 8],
    ["só pra mim", 1],
    ["meia receita", 2],
    ["dobra a receita", 8],
  ])("'%s' serves %i", (request, servings) => {
    const result = modify(GALINHADA, request);
    expect(result.servings).toBe(servings);
    expect(result.title).toBe("Galinhada");
  });

  it("counts whole cloves, cans and eggs when scaling", () => {
    expect(line(modify(GALINHADA, "pra 2 pessoas"), "alho")).toBe("2 dentes de alho picados");
    expect(line(modify(PUDIM, "para 12 pessoas"), "leite_condensado")).toBe("2 latas de leite condensado");
    expect(line(modify(BOLO, "meia receita"), "ovo")).toBe("2 ovos");
  });

  it("measures in spoons what is too little for a cup", () => {
    expect(line(modify(BOLO, "só pra mim"), "oleo")).toBe("1 colher (sopa) de óleo");
  });

  it("does not read 'para um jantar' as one serving", () => {
    expect(() => modifyOffline({ recipe: GALINHADA, request: "faz para um jantar" })).toThrow(/^Não entendi/);
  });

  it.each([
    ["mais alho", "alho", "5 dentes de alho picados", "Galinhada (com mais alho)"],
    ["coloca mais alho", "alho", "5 dentes de alho picados", "Galinhada (com mais alho)"],
    ["menos cebola", "cebola", "½ cebola picada", "Galinhada (com menos cebola)"],
  ])("'%s' changes how much of a food there is", (request, key, expected, title) => {
    const result = modify(GALINHADA, request);
    expect(line(result, key)).toBe(expected);
    expect(result.title).toBe(title);
    expect(result.tips).not.toMatch(/Entendi/);
  });

  it("'menos doce' takes some of the sugar out", () => {
    expect(line(modify(BOLO, "menos doce"), "acucar")).toBe("¾ xícara (chá) de açúcar");
  });

  it("'mais queijo' on a dish without cheese adds it", () => {
    expect(keys(modify(GALINHADA, "mais queijo parmesão"))).toContain("parmesao");
  });
});

describe("modifyOffline diets and swaps as typed", () => {
  it.each(["versão vegana", "quero vegana", "pode ser vegano?"])("'%s' leaves no animal food", (request) => {
    const result = modify(GALINHADA, request);
    expect(result.title).toBe("Arroz com grão-de-bico (vegano)");
    expect(result.ingredients.join("\n")).toMatch(/^\d+ latas? de grão-de-bico cozido, escorrido$/m);
  });

  it.each(["sem glúten por favor", "tenho intolerância ao glúten", "sou celíaca"])(
    "'%s' makes it gluten-free",
    (request) => {
      const result = modify(PARMEGIANA, request);
      expect(result.title).toBe("Bife à parmegiana (sem glúten)");
      expect(keys(result)).not.toContain("farinha_de_rosca");
    },
  );

  it.each(["sou intolerante a lactose", "zero lactose", "sem lactose"])(
    "'%s' takes the milk out",
    (request) => {
      const result = modify(BOLO, request);
      expect(result.title).toBe("Bolo de fubá (sem lactose)");
      expect(keys(result)).not.toContain("leite");
    },
  );

  it.each(["troca o arroz por quinoa", "troque o arroz pela quinoa", "no lugar do arroz use quinoa"])(
    "'%s' swaps in the list and the steps",
    (request) => {
      const result = modify(GALINHADA, request);
      expect(keys(result)).toContain("quinoa");
      expect(result.instructions[4]).toBe(
        "Cozinhe em fogo baixo, com a panela tampada, por 20 minutos, até a quinoa secar.",
      );
    },
  );

  it("'no lugar do leite use leite de coco' swaps the milk", () => {
    const result = modify(BOLO, "no lugar do leite use leite de coco");
    expect(keys(result)).toContain("leite_de_coco");
    expect(keys(result)).not.toContain("leite");
  });

  it("'Troque o frango por carne moída e faça para 6 pessoas' does both", () => {
    const result = modify(GALINHADA, "Troque o frango por carne moída e faça para 6 pessoas");
    expect(result.servings).toBe(6);
    expect(stepKeys(result)).toContain("carne_moida");
    expect(stepKeys(result)).not.toContain("frango");
  });

  it("'sem ovo' in a cake puts linhaça in the eggs' place", () => {
    const result = modify(BOLO, "sem ovo");
    expect(keys(result)).toContain("linhaca");
    expect(keys(result)).not.toContain("ovo");
  });

  it("swaps a cheese the steps call by other words of its line ('o queijo fresco', 'o parmesão')", () => {
    const pie = (cheese: string, named: string) =>
      modify(
        {
          ...BOLO,
          title: "Torta de milho",
          ingredients: [
            ...BOLO.ingredients.filter((line) => !line.includes("fubá")),
            "1 lata de milho",
            cheese,
          ],
          instructions: [
            "Preaqueça o forno a 180 °C e forre uma forma com papel-manteiga.",
            "Bata os ovos, o açúcar, o óleo, o leite e o milho no liquidificador.",
            `Misture ${named} e, por último, o fermento químico.`,
            "Despeje na forma e asse por 40 minutos, até que um palito saia limpo.",
            "Espere amornar antes de desenformar.",
          ],
        },
        "versão vegana",
      );
    const cheeses: ReadonlyArray<readonly [string, string]> = [
      ["150 g de queijo fresco em cubos", "o queijo fresco"],
      ["4 colheres (sopa) de queijo parmesão ralado", "o queijo parmesão"],
    ];
    for (const [cheese, named] of cheeses) {
      const result = pie(cheese, named);
      expect(result.instructions[2]).toBe("Misture o queijo vegetal e, por último, o fermento químico.");
      expect(result.instructions[0]).toBe("Preaqueça o forno a 180 °C e forre uma forma com papel-manteiga.");
    }
  });

  it("reads papel-manteiga as paper: 'sem manteiga' keeps the oven and the lined tin", () => {
    const buttered = {
      ...BOLO,
      ingredients: [...BOLO.ingredients, "2 colheres (sopa) de manteiga"],
      instructions: [
        "Preaqueça o forno a 180 °C e forre uma forma com papel-manteiga.",
        "Bata os ovos, o açúcar, o óleo, a manteiga e o leite no liquidificador.",
        ...BOLO.instructions.slice(2),
      ],
    };
    const result = modify(buttered, "sem manteiga");
    expect(result.instructions[0]).toBe("Preaqueça o forno a 180 °C e forre uma forma com papel-manteiga.");
    expect(result.instructions[1]).toBe("Bata os ovos, o açúcar, o óleo e o leite no liquidificador.");
  });

  it("agrees the cut with the food that takes the place ('Carne acebolada' → 'Cogumelo acebolado')", () => {
    const result = modify({ ...BIFE_ACEBOLADO, title: "Carne acebolada" }, "vegana");
    expect(result.title).toBe("Cogumelo acebolado (vegano)");
  });
});

describe("modifyOffline reads a food's kind and what carries salt and sugar", () => {
  it("'troque a carne por frango' swaps the carne moída of the dish", () => {
    const result = modify(ESCONDIDINHO, "troque a carne por frango");
    expect(result.title).toBe("Escondidinho de frango");
    expect(keys(result)).not.toContain("carne_moida");
    expect(result.ingredients[0]).toBe("600 g de frango em cubos");
    expect(result.instructions[2]).toBe("Junte o frango, tempere com sal e refogue até secar.");
  });

  it("'troque o peixe por camarão' swaps the tilápia, title included", () => {
    const result = modify(PEIXE_ASSADO, "troque o peixe por camarão");
    expect(result.title).toBe("Camarão assado com batatas");
    expect(keys(result)).not.toContain("tilapia");
    expect(result.instructions[0]).toBe("Tempere o camarão com o alho, sal e o suco do limão.");
  });

  it("'troque o frango por carne moída' finds the chicken of a galinhada", () => {
    const result = modify(GALINHADA, "troque o frango por carne moída");
    expect(keys(result)).toContain("carne_moida");
    expect(keys(result)).not.toContain("frango");
  });

  it("'menos sal' halves the bacon and the parmesão, not only the salt", () => {
    const result = modify(CARBONARA, "menos sal");
    expect(result.title).toBe("Macarrão à carbonara (com menos sal)");
    expect(result.ingredients).toEqual(
      expect.arrayContaining([
        "120 g de bacon em cubos",
        "30 g de queijo parmesão ralado",
        "1 pitada de sal",
      ]),
    );
  });

  it("'sem açúcar' names the dish sem açúcar only when nothing sugary is left", () => {
    expect(modify(BOLO, "sem açúcar").title).toBe("Bolo de fubá (sem açúcar)");
    const pudim = modify(PUDIM, "sem açúcar");
    expect(pudim.title).toBe("Pudim de leite condensado (com adoçante)");
    expect(pudim.tips).toMatch(/leite condensado ainda leva açúcar/);
  });

  it("'sem açúcar' takes the sugar out of a title that named it", () => {
    const calda = { ...BOLO, title: "Bolo de fubá com calda de açúcar" };
    expect(modify(calda, "sem açúcar").title).toBe(
      "Bolo de fubá com calda de adoçante culinário (sem açúcar)",
    );
  });
});

describe("modifyOffline on generated dishes", () => {
  // Many dishes times several requests: slower than one test on a machine shared with other suites.
  it("answers every phrasing with a recipe the linter passes, or with what it understood", () => {
    const requests = [
      "tira a cebola e o alho",
      "sem pimenta",
      "menos sal",
      "mais rápido",
      "pra 2 pessoas",
      "só pra mim",
      "deixa mais apimentado",
      "menos picante",
      "mais alho",
      "versão vegana",
      "mais saudável",
      "sem forno",
      "troque a carne por frango",
      "troque o frango por tofu",
      "troque o peixe por frango",
    ];
    const samples = ingredientSets(30, 31)
      .map((ingredients, i) =>
        generateOffline({ ingredients, skillLevel: i % 2 === 0 ? "iniciante" : "avancado" }),
      )
      .filter((recipe) => lintRecipe(recipe).length === 0);
    for (const recipe of samples)
      for (const request of requests) {
        let result: GeneratedRecipe;
        try {
          result = modifyOffline({ recipe, request });
        } catch (error) {
          expect((error as Error).message, `${recipe.title} → ${request}`).toMatch(/^Entendi que você quer/);
          continue;
        }
        expect(
          lintRecipe(result),
          `${recipe.title} → ${request}: ${result.instructions.join(" | ")}`,
        ).toEqual([]);
      }
  }, 60_000);
});
