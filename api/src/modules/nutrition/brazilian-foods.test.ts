import { describe, expect, it } from "vitest";
import { analyzeRecipe } from "./analyze-recipe.ts";

const line = (text: string) => {
  const analysis = analyzeRecipe([text], 1);
  return { ...analysis.ingredients[0]!, notes: analysis.notes.join(" "), coverage: analysis.coverage };
};

describe("nutrition of foods Brazilian cooks use", () => {
  it.each([
    ["2 xícaras de flocão", "Farinha, de milho, amarela"],
    ["5 salsichas", "Mortadela"],
    ["200 g de queijo manteiga", "Queijo, prato"],
    ["2 colheres (sopa) de manteiga de garrafa", "Manteiga, sem sal"],
    ["1 xícara de cevadinha", "Arroz, integral, cru"],
    ["1 xícara de polvilho azedo", "Polvilho, doce"],
    ["10 maxixes", "Maxixe, cru"],
    ["2 colheres (sopa) de pasta de amendoim", "Amendoim, torrado, salgado"],
    ["1 lata de cerveja", "Cerveja, pilsen"],
    ["10 pães de queijo", "Pão, de queijo, cru"],
    ["1 xícara de canjiquinha", "Canjica, branca, crua"],
    ["1 vidro de leite de coco", "Leite, de coco"],
    ["1 xícara de leite de soja", "Soja, extrato solúvel, natural, fluido"],
  ])("counts %s as %s", (text, taco) => {
    const counted = line(text);
    expect(counted.food?.name).toBe(taco);
    expect(counted.kcal).toBeGreaterThan(0);
  });

  it.each([
    ["5 salsichas", 200, 300],
    ["10 maxixes", 200, 400],
    ["2 colheres (sopa) de pasta de amendoim", 25, 40],
    ["1 pacote de salsicha", 500, 500],
    // Label sizes: a 350 mL can, a 355 mL long neck, a 200 g box of Maizena, 100 g packs of fruit pulp.
    ["1 lata de refrigerante de cola", 340, 380],
    ["2 long necks de cerveja pilsen", 690, 730],
    ["1 caixa de maisena", 200, 200],
    ["1 cx de creme de leite", 200, 200],
    ["3 polpas de graviola", 300, 300],
    ["1 sachê de tempero pronto", 4, 10],
    // A bar's 50 mL dose; a paçoca rolha of about 20 g; a calabresa gomo of 250 g, not a toscana's 80.
    ["1 dose de cachaça", 40, 55],
    ["4 paçocas esfareladas", 70, 100],
    ["2 linguiças calabresas", 300, 600],
    // Edible weight: a 110 g thigh is about 75 g without the bone.
    ["6 coxas de frango", 340, 560],
    // Shredded cooked meat lies loose in the cup: about 130 g, not the raw meat's 190.
    ["2 xícaras (chá) de frango cozido e desfiado", 208, 312],
  ])("weighs %s between %d and %d g", (text, low, high) => {
    const { grams } = line(text);
    expect(grams).toBeGreaterThanOrEqual(low);
    expect(grams).toBeLessThanOrEqual(high);
  });

  // TACO has no quinoa, plant milks but soy and coconut, nor amendoim japonês: the line is said to be
  // left out and lowers the coverage, instead of counting 0 kcal as if it were water.
  it.each([
    "1 xícara de quinoa",
    "1 xícara de leite vegetal",
    "1 xícara de leite de aveia",
    "1 xícara de leite de amêndoas",
    "100 g de amendoim japonês",
    "3 tâmaras",
    // Nor these, which it would otherwise count as a neighbour: pescada, minas, mozarela, iogurte natural,
    // pão francês, salsa, toucinho, carne-seca; nor cooked chickpeas, which it only has dry.
    "4 filés de tilápia",
    "200 g de queijo coalho",
    "4 fatias de queijo cheddar",
    "1 pote de iogurte grego",
    "2 pães de hambúrguer",
    "½ maço de coentro picado",
    "200 g de bacon em cubos",
    "500 g de carne de sol",
    "1 xícara (chá) de grão-de-bico cozido",
  ])("shows %s as not counted", (text) => {
    const counted = line(text);
    expect(counted.food).toBeNull();
    expect(counted.kcal).toBeNull();
    expect(counted.notes).toContain(`fora da conta): ${text}`);
    expect(counted.coverage.lines).toBe(0);
  });
});
