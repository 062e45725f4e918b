import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";

function recipe(ingredients: string[], skillLevel: "intermediario" | "avancado" = "intermediario") {
  return generateOffline({ ingredients, skillLevel });
}

const before = (steps: readonly string[], first: RegExp, then: RegExp) =>
  steps.findIndex((step) => first.test(step)) < steps.findIndex((step) => then.test(step));

describe("each food readied the way a cook does it", () => {
  it("browns the linguiça or the carne moída of a cachorro-quente before the sauce goes in", () => {
    for (const meat of ["linguiça", "carne moída"]) {
      const steps = recipe([meat, "pão francês", "molho de tomate"]).instructions;
      expect(steps[0]).toMatch(new RegExp(`doure a ${meat}`));
      expect(steps[1]).toMatch(/^Junte o molho de tomate à panela/);
    }
  });

  it("warms canned or frozen peas at the end of a stew instead of boiling them 20 minutes", () => {
    const steps = recipe(["linguiça", "ervilha congelada", "cenoura"]).instructions;
    expect(steps).toContain("Acrescente a cenoura e cubra com a água.");
    expect(steps.join(" ")).toMatch(
      /Cozinhe por 15 minutos, junte a ervilha congelada e cozinhe por mais 5 minutos, só para aquecer/,
    );
  });

  it("cooks the extrato in the refogado of an arroz de forno, before the rice", () => {
    const steps = recipe(["arroz", "extrato de tomate", "presunto"]).instructions;
    expect(before(steps, /extrato de tomate e refogue/, /Junte o arroz/)).toBe(true);
    expect(steps.join(" ")).not.toMatch(/Misture ao arroz o extrato/);
  });

  it("mashes an escondidinho's purê with milk", () => {
    const dish = recipe(["carne moída", "batata"]);
    expect(dish.ingredients).toContain("1 xícara (chá) de leite");
    expect(dish.instructions.join(" ")).toMatch(/amasse ainda quente com o leite/);
  });

  it("blanches the brócolis of a quiche and sautés it in a listed fat", () => {
    const dish = recipe(["brócolis", "ovo", "creme de leite", "farinha de trigo", "manteiga"]);
    expect(dish.instructions).toContain("Afervente os brócolis em água com sal por 3 minutos e escorra bem.");
    expect(dish.instructions.join(" ")).toMatch(/Refogue os brócolis no azeite/);
    expect(dish.ingredients.some((line) => /de azeite$/.test(line))).toBe(true);
  });

  it("lets a salada de frutas cut each fruit its own way, and keeps the acid for fruit that browns", () => {
    const strawberries = recipe(["morango", "manga", "laranja"]);
    expect(strawberries.ingredients).toContain("1 ½ xícara (chá) de morango");
    expect(strawberries.instructions.join(" ")).toMatch(/tire as folhas e corte em quatro/);
    expect(strawberries.instructions.join(" ")).not.toMatch(/escurecerem/);
    const bananas = recipe(["banana", "maçã", "limão"]);
    expect(bananas.instructions.join(" ")).toMatch(/logo depois de cortar, para as frutas não escurecerem/);
  });

  it("lists the pavê's eggs as yolks, its dipping milk, and toasts the peanuts", () => {
    const dish = recipe(["amendoim", "ovo"]);
    expect(dish.ingredients).toContain("2 ovos (só as gemas)");
    expect(dish.instructions[0]).toBe("Separe ½ xícara do leite para umedecer o biscoito maisena.");
    expect(dish.instructions.join(" ")).toMatch(/Toste o amendoim numa frigideira seca/);
  });

  it("sets a coffee mousse with gelatin, since only acid firms condensed milk", () => {
    const dish = recipe(["café", "leite condensado"]);
    expect(dish.ingredients.some((line) => /gelatina incolor/.test(line))).toBe(true);
    expect(dish.instructions.join(" ")).toMatch(/Dissolva a gelatina incolor/);
  });

  it("keeps a torta's carrot grated and lists the rustic potatoes' garlic crushed, as the steps use them", () => {
    expect(recipe(["atum", "cenoura", "farinha de trigo", "ovo", "leite"]).ingredients.join(" ")).toMatch(
      /\d cenouras? raladas?/,
    );
    expect(recipe(["batata", "alho"]).ingredients).toContain("2 dentes de alho amassados");
  });

  it("chops the Brazil nuts a spoon measures, and covers a baked fish with foil it names", () => {
    const pineapple = recipe(["abacaxi", "castanha-do-pará"]);
    expect(pineapple.ingredients.join(" ")).toMatch(/castanha-do-pará picada/);
    const fish = recipe(["peixe", "batata"], "avancado");
    expect(fish.instructions.join(" ")).not.toMatch(/Asse coberto por/);
  });
});
