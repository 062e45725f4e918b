import { describe, expect, it } from "vitest";
import { generateOffline, modifyOffline } from "../index.ts";

const recipe = (ingredients: string[], dish?: string) =>
  generateOffline({ ingredients, skillLevel: "iniciante", dish });

describe("titles and descriptions true to the recipe", () => {
  it("names a soup by its beans before the vegetable that seasons it", () => {
    const soup = recipe(["pimentão", "feijão", "milho em lata"]);
    expect(soup.title).toBe("Sopa de feijão com pimentão e milho em lata");
  });

  it("says 'legumes' only for several vegetables, and names one by its name", () => {
    expect(recipe(["pimentão", "queijo"], "legumes assados").title).toBe("Pimentão assado com queijo");
    expect(recipe(["cenoura", "abobrinha", "berinjela"], "legumes assados").title).toBe("Legumes assados");
    const stew = recipe(["carne moída", "ervilha congelada"]);
    expect(stew.description).not.toMatch(/legumes/);
    expect(stew.description).toContain("ervilha congelada");
  });

  it("names the fillings of a torta when they are not all vegetables", () => {
    const torta = recipe(["milho", "linguiça", "sardinha"], "torta de liquidificador");
    expect(torta.title).toBe("Torta de liquidificador de milho, linguiça e sardinha");
  });

  it("calls a salad of one fruit by that fruit, and pours what the list holds", () => {
    const salad = recipe(["morango", "limão"], "salada de frutas");
    expect(salad.title).toBe("Salada de morango");
    expect(salad.description).toContain("limões");
    expect(salad.description).not.toContain("laranja");
  });

  it("names the farofa's flour when it is not mandioca", () => {
    expect(recipe(["aveia", "manteiga", "castanha-do-pará"]).title).toMatch(/^Farofa de aveia na manteiga/);
  });

  it("describes only what the list holds: the fat, the coating, the filling", () => {
    const toast = recipe(["pão", "queijo", "manteiga"]);
    expect(toast.description).toBe("Pães tostados na manteiga com cobertura de queijo.");
    const brigadeiro = recipe(["doce de leite", "castanha-de-caju"], "brigadeiro");
    expect(brigadeiro.description).toContain("passado na castanha-de-caju");
    const rice = recipe(["arroz", "extrato de tomate", "muçarela"], "arroz de forno");
    expect(`${rice.description} ${rice.substitutions}`).not.toMatch(/recheio/);
  });

  it("writes agreeing Portuguese, a can once and ground meat uncut", () => {
    expect(recipe(["batata"], "batatas rústicas").description).toBe(
      "Batatas assadas com casca e alho, de pele crocante e miolo macio.",
    );
    expect(recipe(["ervilha congelada", "molho de tomate"]).description).toMatch(/simples e caseira\.$/);
    expect(recipe(["sardinha em lata", "pão"]).ingredients).toContain("1 lata de sardinha (125 g)");
    const torta = recipe(["carne moída", "milho"], "torta de liquidificador");
    expect(torta.ingredients).toContain("450 g de carne moída");
  });

  it("tells why a food stayed out of a dish named in the plural without 'umas'", () => {
    const toast = recipe(["pão", "queijo", "chocolate"]);
    expect(toast.leftOut[0]?.reason).toBe("chocolate é doce e não combina com torradas com queijo");
  });

  it("says a version once, and refuses to take out the food the dish is named for", () => {
    const quick = modifyOffline({
      recipe: recipe(["grão-de-bico"], "grão-de-bico ensopado"),
      request: "versão rápida",
    });
    expect(quick.description).toMatch(/ Versão rápida\.$/);
    expect(() =>
      modifyOffline({ recipe: recipe(["macarrão", "tomate"], "macarrão ao sugo"), request: "sem macarrão" }),
    ).toThrow(/macarrão é a base desta receita/);
  });
});
