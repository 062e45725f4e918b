import { describe, expect, it } from "vitest";
import { buildShoppingList } from "./shopping.ts";
import { shoppingListLines } from "./shopping-text.ts";

const lineOf = (line: string) => shoppingListLines(buildShoppingList([line]));

describe("what the market sells, not what the recipe measures", () => {
  it.each([
    // Herbs and greens by the maço, whatever the recipe does to them.
    ["2 colheres (sopa) de manjericão rasgado", "Manjericão — 1 maço · a receita usa 2 colheres (sopa)"],
    ["1 ½ maço de rúcula rasgada", "Rúcula — 2 maços"],
    ["8 xícaras (chá) de brócolis", "Brócolis — 2 maços · a receita usa 8 xícaras (chá)"],
    ["12 xícaras (chá) de brócolis", "Brócolis — 3 maços · a receita usa 12 xícaras (chá)"],
    ["3 xícaras (chá) de couve-flor", "Couve-flor — 1 unidade · a receita usa 3 xícaras (chá)"],
    ["2 xícaras (chá) de acelga", "Acelga — 1 maço · a receita usa 2 xícaras (chá)"],
    // Berries by the bandeja, fruit cut by the cup by the weight.
    ["1 xícara (chá) de morango", "Morango — 1 bandeja · a receita usa 1 xícara (chá)"],
    ["3 xícaras (chá) de melancia", "Melancia — 450 g · a receita usa 3 xícaras (chá)"],
    // Dried herbs and spices by the sachê.
    ["4 colheres (chá) de orégano", "Orégano — 1 sachê · a receita usa 4 colheres (chá)"],
    ["½ colher (chá) de canela", "Canela — 1 sachê · a receita usa ½ colher (chá)"],
    ["½ colher (chá) de páprica picante", "Páprica picante — 1 sachê · a receita usa ½ colher (chá)"],
    ["1 colher (chá) de cominho em pó", "Cominho em pó — 1 sachê · a receita usa 1 colher (chá)"],
    // Packaged foods by the package, with their size where brands differ.
    ["¾ xícara (chá) de batata palha", "Batata palha — 1 pacote (100 g) · a receita usa ¾ xícara (chá)"],
    ["¾ xícara (chá) de parmesão", "Parmesão — 2 pacotes (50 g) · a receita usa ¾ xícara (chá)"],
    ["1 xícara (chá) de água de coco", "Água de coco — 1 caixa (1 L) · a receita usa 1 xícara (chá)"],
    [
      "2 colheres (sopa) de castanha-do-pará",
      "Castanha-do-pará — 1 pacote (100 g) · a receita usa 2 colheres (sopa)",
    ],
    ["1 ¾ xícara (chá) de caldo de galinha", "Caldo de galinha — 1 tablete · a receita usa 1 ¾ xícara (chá)"],
    // A name the table lacks is read without its closing qualifier, never across "de".
    ["1 xícara (chá) de uva itália", "Uva itália — 1 bandeja · a receita usa 1 xícara (chá)"],
    ["2 colheres (sopa) de óleo de coco", "Óleo de coco — 1 pote (200 ml) · a receita usa 2 colheres (sopa)"],
  ])("%s → %s", (line, shown) => {
    expect(lineOf(line)).toEqual([shown]);
  });

  it("buys corn and peas by the can and names the can, unless the recipe asks for them frozen", () => {
    expect(lineOf("½ xícara (chá) de milho")).toEqual([
      "Milho em lata — 1 lata · a receita usa ½ xícara (chá)",
    ]);
    expect(lineOf("2 xícaras (chá) de milho em lata")).toEqual([
      "Milho em lata — 2 latas · a receita usa 2 xícaras (chá)",
    ]);
    expect(lineOf("1 xícara (chá) de ervilha congelada")).toEqual([
      "Ervilha congelada — 1 pacote (300 g) · a receita usa 1 xícara (chá)",
    ]);
  });

  it("buys cooked beans cooked, by the can, and dry beans by the bag", () => {
    expect(lineOf("2 ¾ xícaras (chá) de feijão cozido")).toEqual([
      "Feijão cozido — 2 latas · a receita usa 2 ¾ xícaras (chá)",
    ]);
    expect(lineOf("2 xícaras (chá) de feijão")).toEqual([
      "Feijão — 1 pacote (1 kg) · a receita usa 2 xícaras (chá)",
    ]);
    // Cooked chicken is cooked at home: the state names no product the shelf sells.
    expect(lineOf("300 g de frango cozido")).toEqual(["Frango — 300 g"]);
  });

  it("sends the cook for ground coffee when the recipe uses brewed coffee, saying so", () => {
    expect(lineOf("¾ xícara (chá) de café")).toEqual([
      "Pó de café — 1 pacote (250 g) · a receita usa ¾ xícara (chá) de café coado",
    ]);
  });
});
