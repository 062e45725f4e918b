import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";
import type { SkillLevel } from "../types.ts";

const LEVELS: readonly SkillLevel[] = ["iniciante", "intermediario", "avancado"];

/** Every version and level of the dishes the cook's foods make: what Nova Versão can show. */
function recipesOf(ingredients: string[]) {
  return [0, 1, 2, 3].flatMap((version) =>
    LEVELS.map((skillLevel) => generateOffline({ ingredients, skillLevel, version })),
  );
}

function textOf(ingredients: string[]): string {
  return recipesOf(ingredients)
    .map((recipe) => [recipe.title, ...recipe.ingredients, ...recipe.instructions, recipe.tips].join("\n"))
    .join("\n");
}

describe("names a cook reads without tripping", () => {
  it("makes the adjective of a compound name plural with its head", () => {
    const text = textOf(["abobrinha brasileira", "ovo"]) + textOf(["banana nanica", "aveia"]);
    expect(text).not.toMatch(/abobrinhas brasileira\b|bananas-nanica\b/);
    expect(text).toMatch(/abobrinhas brasileiras/);
    expect(textOf(["limão siciliano", "frango"])).toMatch(/limões-sicilianos/);
  });
});

describe("titles and steps that follow the foods in the pot", () => {
  it("names the maxixe or jiló of a stew, and only quiabo is cooked until it stops drooling", () => {
    const maxixe = generateOffline({ ingredients: ["maxixe", "moela"], skillLevel: "iniciante" });
    expect(maxixe.title).toBe("Moela com maxixes");
    expect(maxixe.instructions.join(" ")).not.toMatch(/babar/);
    const quiabo = generateOffline({ ingredients: ["quiabo", "frango"], skillLevel: "iniciante" });
    expect(quiabo.instructions.join(" ")).toMatch(/até parar de babar/);
    expect(quiabo.tips).toMatch(/Quiabo seco antes de cortar/);
  });

  it("titles a baked fish and a slaw by the onion and the root they hold", () => {
    const salmon = generateOffline({ ingredients: ["salmão", "alho poró"], skillLevel: "iniciante" });
    expect(salmon.title).toBe("Salmão ao forno com tomates e alho-poró");
    const slaw = generateOffline({
      ingredients: ["couve-manteiga", "pepino japonês"],
      skillLevel: "iniciante",
      version: 1,
    });
    expect(slaw.title).toBe("Salada de couve-manteiga com pepino japonês");
  });

  it("shapes almôndegas by size, not by a food the list does not have", () => {
    const meatballs = generateOffline({ ingredients: ["carne moída", "ovo"], skillLevel: "iniciante" });
    expect(meatballs.instructions.join(" ")).not.toMatch(/noz/);
  });
});

describe("cuts that suit the food", () => {
  const lines = (ingredients: string[]) => recipesOf(ingredients).flatMap((recipe) => recipe.ingredients);

  it("never slices or dices grains, peas and other small things", () => {
    const small = [
      ["ervilha", "cenoura"],
      ["milho", "abobrinha"],
      ["couve-de-bruxelas", "frango"],
      ["uva passa", "maçã"],
    ];
    for (const ingredients of small)
      for (const line of lines(ingredients))
        expect(line).not.toMatch(
          /(ervilha|milho|couve-de-bruxelas|passa)s?\b.*\b(em (rodelas|cubos|cubinhos|tiras|pedaços)|fatiad|ralad)/,
        );
  });

  it("cuts leaves in strips or tears them, never in cubes or rounds", () => {
    for (const leaf of ["bertalha", "couve", "rúcula", "espinafre"])
      for (const line of lines([leaf, "ovo"]).filter((l) => l.includes(leaf)))
        expect(line).not.toMatch(/em (cubos|cubinhos|rodelas|pedaços)|ralad/);
  });

  it("cleans chicken hearts and gizzards and leaves them whole or halved", () => {
    for (const line of lines(["coração de galinha", "cebola"]).filter((l) => /coraç/.test(l)))
      expect(line).toMatch(/coraç(ão|ões) de galinha limpos?$/);
    expect(lines(["moela", "batata"]).filter((l) => /moela/.test(l))).toContain(
      "250 g de moela limpa e cortada ao meio",
    );
  });
});

describe("preparation that fits the food and says what to do", () => {
  const steps = (ingredients: string[]) => recipesOf(ingredients).flatMap((recipe) => recipe.instructions);

  it("readies each fruit its own way, with no step offering alternatives", () => {
    const all = steps(["uva passa", "banana", "farinha de trigo"]).join("\n");
    expect(all).not.toMatch(/ ou extraia|se for cítrica|Lave e corte a uva-passa/);
    const cake = recipesOf(["maracujá", "farinha de trigo"]).find((recipe) =>
      /^Bolo de maracujá/.test(recipe.title),
    );
    expect(cake?.instructions).toContain("Corte os maracujás ao meio e raspe a polpa com uma colher.");
  });

  it("blends the pulp of a maracujá, never the whole fruit", () => {
    const all = steps(["maracujá", "leite condensado"]).concat(steps(["maracujá", "leite"]));
    for (const step of all.filter((s) => /maracujá/.test(s) && !/^Corte/.test(s)))
      expect(step).toMatch(/polpa dos? maracujás?/);
  });

  it("melts chocolate before it goes into a mousse", () => {
    const mousse = recipesOf(["chocolate", "creme de leite"]).filter(
      (recipe) => recipe.title === "Mousse de chocolate",
    );
    expect(mousse.length).toBeGreaterThan(0);
    for (const recipe of mousse)
      expect(recipe.instructions[0]).toMatch(/^Derreta o chocolate (no micro-ondas|em banho-maria)/);
    for (const recipe of mousse) expect(recipe.tips).not.toMatch(/Polpa de fruta/);
  });

  it("freezes fresh fruit before blending a tigela, and serves it in a sentence that reads", () => {
    const bowls = recipesOf(["banana", "morango"]).filter((recipe) => /^Tigela/.test(recipe.title));
    expect(bowls.length).toBeGreaterThan(0);
    for (const bowl of bowls) {
      expect(bowl.instructions[0]).toMatch(/congele por 4 horas/);
      expect(bowl.instructions.join(" ")).not.toMatch(/congelad[oa]s? congelad|numa tigela e a/);
    }
    const acai = recipesOf(["açaí congelado", "banana"])
      .map((recipe) => recipe.instructions.join(" "))
      .join(" ");
    expect(acai).not.toMatch(/congelado congelado/);
  });
});

describe("tips that fit the dish on the plate", () => {
  const tips = (ingredients: string[]) => recipesOf(ingredients).map((recipe) => recipe.tips);

  it("gives a salsicha dish no linguiça tip, a cake of passas no ripe-fruit tip, a salmão no sardinha tip", () => {
    for (const tip of tips(["salsicha", "cebola"])) expect(tip).not.toMatch(/Fure a linguiça/);
    for (const tip of tips(["uva passa", "farinha de trigo"])) expect(tip).not.toMatch(/Frutas bem maduras/);
    for (const tip of tips(["salmão", "tomate"])) expect(tip).not.toMatch(/Sardinha/);
    for (const tip of tips(["proteína de soja", "cebola"])) expect(tip).not.toMatch(/Dourar a carne/);
  });

  it("uses the cheese the cook gave in a goiabada tapioca instead of suggesting one", () => {
    const tapioca = recipesOf(["goma de tapioca", "goiabada", "queijo cremoso"]).find((recipe) =>
      /^Tapioca/.test(recipe.title),
    );
    expect(tapioca?.ingredients.join(" ")).toMatch(/queijo cremoso/);
    expect(tapioca?.leftOut).toEqual([]);
  });
});

describe("a pasta for bread, from its own base", () => {
  it("cooks the eggplant or the chickpeas before blending, and never leaves it to 'se precisar'", () => {
    for (const base of ["berinjela", "grão-de-bico", "lentilha", "abóbora"]) {
      const pasta = recipesOf([base, "pão sírio"]).find((recipe) => /^Pasta de/.test(recipe.title));
      expect(pasta, base).toBeDefined();
      expect(pasta!.instructions.join(" ")).not.toMatch(/[Ss]e precisar/);
      // A beginner's recipe first lays out the ingredients; the first step that works a food cooks the base.
      const first = pasta!.instructions.find((step) => !/^Antes de ligar/.test(step));
      expect(first).toMatch(/toste|cozinhe/i);
    }
  });
});

describe("a package is not the food", () => {
  it("lists the food, not its can or tablet, when the cook names the package", () => {
    const lines = (ingredients: string[]) => recipesOf(ingredients).flatMap((recipe) => recipe.ingredients);
    for (const line of lines(["lata de atum", "tomate"])) expect(line).not.toMatch(/de lata de atum/);
    for (const line of lines(["caldo em cubo", "feijão", "queijo coalho"]))
      expect(line).not.toMatch(/de caldo em cubo/);
  });
});

describe("words the cook reads once", () => {
  it("never repeats the cook's own word after the template's, nor juices a juice", () => {
    const text = [
      ...recipesOf(["água gelada", "pêssego"]),
      ...recipesOf(["açaí congelado", "banana"]),
      ...recipesOf(["abacaxi", "mamão", "granola"]),
    ]
      .flatMap((recipe) => recipe.instructions)
      .join("\n");
    expect(text).not.toMatch(/gelada gelada|congelado congelado|suco do suco/);
  });

  it("keeps whole cravos out of a cake batter, and tells where a bicarbonato cake's acid comes from", () => {
    const cakes = recipesOf(["cravo-da-índia", "bicarbonato de sódio", "farinha de trigo"]).filter((recipe) =>
      /^Bolo/.test(recipe.title),
    );
    expect(cakes.length).toBeGreaterThan(0);
    for (const cake of cakes) {
      expect(cake.ingredients.join(" ")).not.toMatch(/cravo/);
      expect(cake.tips).toMatch(/Bicarbonato só cresce com acidez/);
    }
  });
});
