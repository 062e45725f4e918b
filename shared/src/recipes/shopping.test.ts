import { describe, expect, it } from "vitest";
import { buildShoppingList, categorizeIngredient, toShoppingItem } from "./shopping.ts";
import { shoppingListLines } from "./shopping-text.ts";

describe("categorizeIngredient", () => {
  it.each([
    ["peito de frango", "Carnes e Peixes"],
    ["Filé de tilápia", "Carnes e Peixes"],
    ["queijo muçarela", "Laticínios"],
    ["leite", "Laticínios"],
    ["leite de coco", "Mercearia"],
    ["creme de leite", "Mercearia"],
    ["tomates", "Hortifrúti"],
    ["cheiro-verde", "Hortifrúti"],
    ["arroz", "Mercearia"],
    ["ovos", "Ovos"],
    ["papel-manteiga", "Outros"],
    ["açafrão-da-terra", "Mercearia"],
    // Plurals that a bare "s"/"es" after the keyword would miss.
    ["limões", "Hortifrúti"],
    ["pães franceses", "Mercearia"],
    ["camarões", "Carnes e Peixes"],
    ["couves-flor", "Hortifrúti"],
    ["couves-flores", "Hortifrúti"],
  ])("%s → %s", (name, category) => {
    expect(categorizeIngredient(name)).toBe(category);
  });
});

describe("toShoppingItem", () => {
  it.each([
    ["500 g de peito de frango em cubos", { quantity: "500", unit: "g", name: "Peito de frango" }],
    ["3 ovos", { quantity: "3", unit: "", name: "Ovos" }],
    ["sal a gosto", { quantity: "", unit: "", name: "Sal" }],
    // Nobody buys half an onion: counted foods are rounded up to whole ones.
    ["1/2 cebola, picada", { quantity: "1", unit: "", name: "Cebola" }],
    ["2,3 tomates picados", { quantity: "3", unit: "", name: "Tomates" }],
    // A package written on the line is bought as written.
    ["1 ½ caixinha de creme de leite", { quantity: "2", unit: "caixinhas (200 g)", name: "Creme de leite" }],
    ["1,2 kg de frango", { quantity: "1,5", unit: "kg", name: "Frango", note: "a receita usa 1,2 kg" }],
    // A cut the reader leaves on the food is no part of what is bought.
    ["240 g de fígado em bifes finos", { quantity: "250", unit: "g", name: "Fígado" }],
    ["2 colheres (sopa) de fermento em pó", { name: "Fermento em pó" }],
  ])("%s", (line, expected) => {
    expect(toShoppingItem(line)).toMatchObject(expected);
  });

  it("scales the quantity for the chosen servings", () => {
    expect(toShoppingItem("3 batatas", 2).quantity).toBe("6");
  });
});

/** The list's lines as the chat shows them (and the web's download writes them). */
const linesOf = (...args: Parameters<typeof buildShoppingList>) =>
  shoppingListLines(buildShoppingList(...args));

describe("what a shop sells", () => {
  it.each([
    ["5 colheres (sopa) de azeite", "Azeite — 1 garrafa (500 ml) · a receita usa 5 colheres (sopa)"],
    ["2 xícaras (chá) de arroz", "Arroz — 1 pacote (1 kg) · a receita usa 2 xícaras (chá)"],
    // 6 cups of rice are 1.15 kg: two 1 kg packs.
    ["6 xícaras (chá) de arroz", "Arroz — 2 pacotes (1 kg) · a receita usa 6 xícaras (chá)"],
    [
      "2 xícaras (chá) de farinha de trigo",
      "Farinha de trigo — 1 pacote (1 kg) · a receita usa 2 xícaras (chá)",
    ],
    ["1 ½ xícara (chá) de açúcar", "Açúcar — 1 pacote (1 kg) · a receita usa 1 ½ xícara (chá)"],
    ["3 colheres (sopa) de cacau em pó", "Cacau em pó — 1 pote (200 g) · a receita usa 3 colheres (sopa)"],
    // Brewed coffee in a recipe is bought as ground coffee.
    ["1 xícara (chá) de café", "Pó de café — 1 pacote (250 g) · a receita usa 1 xícara (chá) de café coado"],
    ["1 ½ xícara (chá) de leite", "Leite — 1 caixa (1 L) · a receita usa 1 ½ xícara (chá)"],
    ["5 xícaras (chá) de leite", "Leite — 2 caixas (1 L) · a receita usa 5 xícaras (chá)"],
    ["200 g de creme de leite", "Creme de leite — 1 caixinha (200 g) · a receita usa 200 g"],
    ["300 g de creme de leite", "Creme de leite — 2 caixinhas (200 g) · a receita usa 300 g"],
    ["150 g de sardinha em lata", "Sardinha em lata — 2 latas · a receita usa 150 g"],
    ["2 latas de sardinha", "Sardinha — 2 latas"],
    // Frozen peas come from the freezer in a bag; the canned ones from the shelf.
    [
      "2 xícaras (chá) de ervilha congelada",
      "Ervilha congelada — 1 pacote (300 g) · a receita usa 2 xícaras (chá)",
    ],
    ["1 lata de ervilha", "Ervilha em lata — 1 lata"],
    ["1 caixinha de creme de leite", "Creme de leite — 1 caixinha (200 g)"],
    ["1 caixa de creme de leite", "Creme de leite — 1 caixinha (200 g)"],
    // A can of cream is another package than the shop's carton: bought as the recipe says.
    ["1 lata de creme de leite", "Creme de leite — 1 lata"],
    ["1 lata de leite condensado", "Leite condensado — 1 lata (395 g)"],
    ["200 g de macarrão", "Macarrão — 1 pacote (500 g) · a receita usa 200 g"],
    ["½ xícara (chá) de óleo", "Óleo — 1 garrafa (900 ml) · a receita usa ½ xícara (chá)"],
    ["2 dentes de alho picados", "Alho — 1 cabeça · a receita usa 2 dentes"],
    ["4 colheres (sopa) de coentro picado", "Coentro — 1 maço · a receita usa 4 colheres (sopa)"],
  ])("%s → %s", (line, shown) => {
    expect(linesOf([line])).toEqual([shown]);
  });

  it("keeps fresh produce and meat as a cook buys them, never contradicting the recipe's weight", () => {
    expect(linesOf(["630 g de carne moída", "3 tomates", "300 g de abóbora"])).toEqual([
      "Carne moída — 650 g · a receita usa 630 g",
      "Tomates — 3 unidades",
      "Abóbora — 300 g",
    ]);
  });

  it("adds a week's cups before it counts packages", () => {
    expect(linesOf(["1 xícara (chá) de arroz", "2 colheres (sopa) de arroz"])).toEqual([
      "Arroz — 1 pacote (1 kg) · a receita usa 270 ml",
    ]);
  });
});

describe("buildShoppingList", () => {
  it("files lines in the aisles given beside them, and by keyword where none is given", () => {
    const list = buildShoppingList(["1 colher (chá) de bicarbonato", "2 ovos", "1 cebola"], {
      aisles: ["Mercearia", undefined],
    });
    expect(list.groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ["Hortifrúti", ["Cebola"]],
      ["Mercearia", ["Bicarbonato"]],
      ["Ovos", ["Ovos"]],
    ]);
  });

  it("leaves tap water off the list", () => {
    const list = buildShoppingList(["2 xícaras (chá) de água quente", "1 xícara (chá) de água de coco"]);
    expect(list.groups.flatMap((g) => g.items.map((i) => i.name))).toEqual(["Água de coco"]);
    expect([...list.pantry, ...list.have]).toEqual([]);
  });

  it("merges lines of the same food whose amounts add up (g with kg, cups with spoons)", () => {
    expect(
      linesOf([
        "300 g de carne moída",
        "0,5 kg de carne moída",
        "1 xícara (chá) de leite",
        "2 colheres (sopa) de leite",
        "2 tomates picados",
        "1 tomate maduro",
      ]),
    ).toEqual([
      "Carne moída — 800 g",
      "Leite — 1 caixa (1 L) · a receita usa 270 ml",
      "Tomates — 3 unidades",
    ]);
  });

  it("groups items in the spec's category order and drops empty groups", () => {
    const list = buildShoppingList(["3 ovos", "2 tomates", "500 g de frango", "1 xícara de arroz"]);
    expect(list.groups.map((g) => g.category)).toEqual([
      "Carnes e Peixes",
      "Hortifrúti",
      "Mercearia",
      "Ovos",
    ]);
  });

  it("puts salt, pepper, a pinch and grease for the tin under 'Confira se tem em casa', with no amount", () => {
    const lines = linesOf([
      "3 ovos",
      "1 pitada de sal",
      "pimenta-do-reino a gosto",
      "óleo para untar",
      "1 pitada de noz-moscada",
      "orégano a gosto",
      "cheiro-verde a gosto",
    ]);
    expect(lines).toEqual([
      "Cheiro-verde",
      "Ovos — 3 unidades",
      "Confira se tem em casa: sal, pimenta-do-reino, óleo, noz-moscada, orégano",
    ]);
  });

  it("lists what the cook said they have apart, with the recipe's amount, and not to buy", () => {
    const list = buildShoppingList(
      [
        "300 g de peito de frango em cubos",
        "2 batatas",
        "1 cenoura",
        "½ cebola",
        "1 lata de leite condensado",
      ],
      { have: ["frango", "batata", "cenoura", "leite"] },
    );
    expect(shoppingListLines(list)).toEqual([
      "Cebola — 1 unidade",
      "Leite condensado — 1 lata (395 g)",
      "Você já tem: 300 g de peito de frango, 2 batatas, 1 cenoura",
    ]);
    expect(list.have.map((i) => i.name)).toEqual(["Peito de frango", "Batatas", "Cenoura"]);
  });

  it("knows what the cook has however they named it: a hyphen, a leaf of it, a cut of it", () => {
    const list = buildShoppingList(
      ["500 g de feijão carioca", "4 folhas de couve em tiras", "550 g de acém moído", "4 cravos-da-índia"],
      { have: ["feijão-carioca", "folha de couve", "acém moído", "cravo da índia"] },
    );
    expect(list.groups).toEqual([]);
    expect(list.have.map((item) => item.name)).toEqual([
      "Feijão carioca",
      "Couve",
      "Acém",
      "Cravos-da-índia",
    ]);
  });

  it("knows a compound the cook typed without its hyphen, and no other food that starts like it", () => {
    const list = buildShoppingList(["350 g de carne-seca dessalgada", "2 batatas-doces"], {
      have: ["carne seca", "batata"],
    });
    expect(shoppingListLines(list)).toEqual([
      "Batatas-doces — 2 unidades",
      "Você já tem: 350 g de carne-seca",
    ]);
  });
});
