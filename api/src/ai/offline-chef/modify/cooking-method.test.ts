import { generatedRecipeSchema, type GeneratedRecipe } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { lintRecipe } from "../../linter/index.ts";
import { generateOffline, modifyOffline } from "../index.ts";
import { ingredientSets } from "../testing/ingredient-sets.ts";
import {
  BATATA_FRITA,
  BIFE_ACEBOLADO,
  BOLO,
  CARNE_DE_PANELA,
  ESCONDIDINHO,
  FEIJAO,
  PARMEGIANA,
  PASSARINHO,
  PEIXE_ASSADO,
  PUDIM,
  SALADA,
} from "../testing/home-recipes.ts";

function modify(recipe: GeneratedRecipe, request: string): GeneratedRecipe {
  const result = modifyOffline({ recipe, request });
  generatedRecipeSchema.parse(result);
  expect(lintRecipe(result), `${request}: ${result.instructions.join(" | ")}`).toEqual([]);
  return result;
}

const steps = (recipe: GeneratedRecipe) => recipe.instructions.join(" ");
const FRYING = /\bfrit(?:e|ar)\b|óleo quente/i;

describe("modifyOffline to the oven", () => {
  it.each([
    "asse em vez de fritar",
    "assado em vez de frito",
    "faz no forno",
    "quero sem fritura",
    "pode ser assado?",
  ])("'%s' bakes what was fried, brushed with a little of its oil", (request) => {
    const result = modify(PASSARINHO, request);
    expect(result.title).toBe("Frango à passarinho assado");
    expect(steps(result)).not.toMatch(FRYING);
    expect(result.instructions[0]).toBe("Preaqueça o forno a 200 °C.");
    expect(steps(result)).toMatch(
      /Asse em forno preaquecido a 200 °C por 25 a 30 minutos, virando na metade do tempo/,
    );
    expect(result.ingredients).toContain("2 colheres (sopa) de óleo para untar e pincelar");
    expect(result.ingredients.join(" ")).not.toMatch(/para fritar/);
    expect(result.ingredients).toHaveLength(PASSARINHO.ingredients.length);
    expect(result.description).toMatch(/assados até ficarem crocantes/);
    expect(result.tips).not.toMatch(/óleo bem quente/i);
  });

  it("takes the dish out of the oven before what came after the frying", () => {
    const result = modify(BATATA_FRITA, "assada no forno");
    expect(result.title).toBe("Batata assada");
    expect(result.instructions.at(-1)).toBe("Retire do forno, salpique sal e sirva.");
    // Raw potato sticks take longer than a breaded chicken.
    expect(steps(result)).toMatch(/a 220 °C por 35 a 40 minutos/);
  });

  it("bakes the breaded steaks, then gratinates them as before", () => {
    const result = modify(PARMEGIANA, "no forno em vez de frito");
    expect(result.title).toBe("Bife à parmegiana assado");
    expect(result.instructions.slice(-2)).toEqual([
      "Retire do forno e coloque os bifes em uma travessa, cubra com o molho de tomate e a muçarela.",
      "Leve ao forno a 200 °C por 10 minutos, até o queijo derreter.",
    ]);
  });
});

describe("modifyOffline to the airfryer", () => {
  it.each([
    "na airfryer",
    "faz na air fryer",
    "na fritadeira sem óleo",
    "coloca na airfryer em vez de fritar",
  ])("'%s' makes the fried chicken in the airfryer, turned halfway", (request) => {
    const result = modify(PASSARINHO, request);
    expect(result.title).toBe("Frango à passarinho na airfryer");
    expect(steps(result)).not.toMatch(FRYING);
    expect(steps(result)).toMatch(/Preaqueça a airfryer a 200 °C por 5 minutos/);
    expect(steps(result)).toMatch(
      /cesto da airfryer .* a 200 °C por 15 a 18 minutos, virando na metade do tempo/,
    );
    expect(result.ingredients).toContain("1 colher (sopa) de óleo para pincelar");
    expect(result.ingredients).toHaveLength(PASSARINHO.ingredients.length);
    // "sem óleo" names the appliance, and "coloca na airfryer" adds nothing.
    expect(result.tips).not.toMatch(/Entendi/);
  });

  it.each([
    ["na airfryer sem óleo", /^Arrume os pedaços no cesto da airfryer/],
    ["assado sem óleo", /^Arrume os pedaços em uma assadeira antiaderente/],
  ])("'%s' bakes without brushing and drops the oil", (request, bake) => {
    const result = modify(PASSARINHO, request);
    expect(result.ingredients.join(" ")).not.toMatch(/óleo/);
    expect(result.instructions.some((step) => bake.test(step))).toBe(true);
  });

  it("reads 'fritadeira sem óleo' as the appliance, which still brushes a little oil", () => {
    expect(modify(PASSARINHO, "na fritadeira sem óleo").ingredients).toContain(
      "1 colher (sopa) de óleo para pincelar",
    );
  });

  it("keeps 'frita' in a name the airfryer keeps ('Batata frita na airfryer')", () => {
    const result = modify(BATATA_FRITA, "na airfryer");
    expect(result.title).toBe("Batata frita na airfryer");
    expect(result.instructions.at(-1)).toBe("Retire da airfryer, salpique sal e sirva.");
  });

  it("moves the gratin to the airfryer too, in a dish that fits it", () => {
    const result = modify(PARMEGIANA, "na airfryer");
    expect(result.instructions.slice(-2)).toEqual([
      "Retire da airfryer e coloque os bifes em uma forma que caiba na airfryer, cubra com o molho de tomate e a muçarela.",
      "Leve à airfryer a 180 °C por 10 minutos, até o queijo derreter.",
    ]);
  });

  it("bakes an oven dish 20 °C cooler and a quarter faster, in a pan that fits the basket", () => {
    // A bolo for 10 does not fit one airfryer forma (two batches, below); for 4 it does, and its smaller
    // batter bakes 30 minutes in the oven, a quarter less in the airfryer.
    const small = modify(BOLO, "para 4 pessoas");
    const result = modify(small, "faz na airfryer");
    expect(result.title).toBe("Bolo de fubá na airfryer");
    expect(result.instructions[0]).toBe(
      "Preaqueça a airfryer a 160 °C por 5 minutos e unte uma forma que caiba na airfryer com um pouco do óleo e do fubá.",
    );
    expect(result.instructions[3]).toBe(
      "Despeje na forma e asse por 25 minutos, até que um palito saia limpo.",
    );
    expect(result.cookingTime).toBeLessThan(small.cookingTime);
    expect(result.tips).toMatch(/duas levas/);
    const whole = modify(BOLO, "faz na airfryer");
    expect(whole.instructions[0]).toMatch(/^Para 10 porções, .*duas formas pequenas/);
    expect(whole.cookingTime).toBeGreaterThan(result.cookingTime);
  });
});

describe("modifyOffline to the pressure cooker", () => {
  it.each(["na panela de pressão", "faz na pressão", "pode ser na panela de pressão?"])(
    "'%s' cooks the beans under pressure and opens the pan only once the pressure is out",
    (request) => {
      const result = modify(FEIJAO, request);
      expect(result.title).toBe("Feijão carioca caseiro na pressão");
      expect(result.instructions[1]).toBe(
        "Coloque o feijão com a água e o louro na panela de pressão, tampe e, depois que pegar pressão, cozinhe em fogo baixo por 30 minutos, até os grãos ficarem macios. Desligue o fogo e espere a pressão sair por completo antes de abrir a panela.",
      );
      expect(result.cookingTime).toBeLessThan(FEIJAO.cookingTime);
    },
  );

  it("browns in the open pressure cooker and cooks the meat a third of the time", () => {
    const result = modify(CARNE_DE_PANELA, "na panela de pressão");
    expect(result.instructions[1]).toBe(
      "Aqueça o óleo na panela de pressão, ainda sem a tampa, e doure o acém aos poucos.",
    );
    expect(result.instructions[3]).toMatch(
      /^Cubra com a água, tampe a panela de pressão e, depois que pegar pressão, cozinhe em fogo baixo por 40 minutos, até a carne ficar macia\. Desligue/,
    );
  });

  it("sets a pudim in the pressure cooker instead of the oven's banho-maria", () => {
    const result = modify(PUDIM, "na pressão");
    expect(result.title).toBe("Pudim de leite condensado na pressão");
    expect(steps(result)).not.toMatch(/forno/);
    expect(steps(result)).toMatch(/na panela de pressão com água até a metade da altura da forma/);
  });
});

describe("modifyOffline with a method the dish cannot take", () => {
  it.each([
    [SALADA, "na panela de pressão", "na panela de pressão, mas ela não vai ao fogo"],
    [SALADA, "na airfryer", "na airfryer, mas ela não vai ao fogo"],
    [PUDIM, "na airfryer", "banho-maria, e a airfryer não comporta banho-maria"],
    [FEIJAO, "assado no forno", "assada no forno, mas ela é feita na panela"],
    [BOLO, "no forno", "ela já é assada no forno"],
    [BOLO, "na panela de pressão", "ela é assada no forno, e a panela de pressão cozinha com água e vapor"],
    [PASSARINHO, "na pressão", "ela é frita ou grelhada"],
    [BIFE_ACEBOLADO, "na airfryer", "o que é frito volta para ela com o resto"],
  ])("%#: answers what it understood and why, instead of a nonsense recipe", (recipe, request, why) => {
    const attempt = () => modifyOffline({ recipe, request });
    expect(attempt).toThrow(expect.objectContaining({ code: "request_not_understood" }));
    expect(attempt).toThrow(new RegExp(`^Entendi que você quer a receita .*${why}`));
  });

  it("does not read 'sem forno' as the oven: a fried dish already goes without it", () => {
    expect(() => modifyOffline({ recipe: PASSARINHO, request: "sem forno" })).toThrow(
      /^Entendi que você quer a receita sem forno, e ela já não vai ao forno\.$/,
    );
  });
});

describe("modifyOffline without the oven", () => {
  it.each(["sem forno", "sem usar o forno", "não tenho forno"])(
    "'%s' cooks a baked dish covered in a pan on the stove",
    (request) => {
      const result = modify(PEIXE_ASSADO, request);
      expect(result.title).toBe("Peixe com batatas (sem forno)");
      expect(steps(result)).not.toMatch(/forno|\basse\b|assadeira/i);
      expect(result.instructions).toEqual([
        "Tempere a tilápia com o alho, sal e o suco do limão.",
        "Unte uma frigideira grande com o azeite e forre com as batatas, temperando com sal.",
        "Acomode a tilápia sobre as batatas.",
        "Tampe e cozinhe em fogo baixo por 25 minutos.",
      ]);
    },
  );

  it("finishes a gratin under the pan's lid", () => {
    const result = modify(ESCONDIDINHO, "não tenho forno");
    expect(result.title).toBe("Escondidinho de carne moída (sem forno)");
    expect(result.instructions.slice(-2)).toEqual([
      "Em uma frigideira grande com tampa, espalhe o recheio e cubra com o purê.",
      "Cubra com a muçarela, tampe e cozinhe em fogo baixo por 20 minutos.",
    ]);
  });

  it("says a cake needs the oven, and offers the airfryer", () => {
    expect(() => modifyOffline({ recipe: BOLO, request: "sem forno" })).toThrow(
      'Entendi que você quer a receita sem forno, mas ela precisa do forno para firmar e dourar; posso fazer na airfryer ("na airfryer").',
    );
  });

  it("offers the pressure cooker for a pudim in banho-maria", () => {
    expect(() => modifyOffline({ recipe: PUDIM, request: "sem forno" })).toThrow(
      'Entendi que você quer a receita sem forno: ela assa em banho-maria, e posso fazê-la na panela de pressão ("na pressão").',
    );
  });

  it.each(["sem fritar", "não quero fritura"])("'%s' bakes a fried dish", (request) => {
    const result = modify(PASSARINHO, request);
    expect(result.title).toBe("Frango à passarinho assado");
    expect(steps(result)).not.toMatch(FRYING);
    expect(steps(result)).toMatch(/Asse em forno preaquecido a 200 °C/);
  });
});

describe("modifyOffline methods with other requests", () => {
  it("scales and bakes at once, with one qualifier in the title", () => {
    const result = modify(PASSARINHO, "na airfryer e para 2 pessoas");
    expect(result.servings).toBe(2);
    expect(result.title).toBe("Frango à passarinho na airfryer");
    expect(result.ingredients[0]).toBe("500 g de frango em pedaços");
  });

  it("keeps the method's name when the next version changes something else", () => {
    const baked = modify(PASSARINHO, "assado");
    const again = modify(baked, "sem glúten");
    expect(again.title).toBe("Frango à passarinho assado (sem glúten)");
  });

  // Many dishes times several requests: slower than one test on a machine shared with other suites.
  it("every generated dish either takes the method or says why not", () => {
    const samples = ingredientSets(50, 23)
      .flatMap((ingredients) =>
        [0, 1].map((version) => generateOffline({ ingredients, skillLevel: "avancado", version })),
      )
      .filter((recipe) => lintRecipe(recipe).length === 0);
    for (const recipe of samples)
      for (const request of ["assado em vez de frito", "na airfryer", "na panela de pressão"]) {
        let result: GeneratedRecipe;
        try {
          result = modifyOffline({ recipe, request });
        } catch (error) {
          expect(error).toMatchObject({ code: "request_not_understood" });
          expect((error as Error).message).toMatch(/^Entendi que você quer a receita/);
          continue;
        }
        const findings = lintRecipe(result);
        expect(findings, `${recipe.title} → ${request}: ${result.instructions.join(" | ")}`).toEqual([]);
      }
  }, 60_000);
});
