import { describe, expect, it } from "vitest";
import { analyzeRecipe } from "./analyze-recipe.ts";

/**
 * Ten recipes worked by hand from TACO (4th ed., per 100 g) and the household measures the app uses:
 * xícara 240 mL, colher de sopa 15 mL, colher de chá 5 mL (medidas_genericas.csv), densities from
 * the food catalogue (arroz cru 0.8, óleo/azeite 0.92, leite 1.03, sal 1.2, fermento 0.9, achocolatado
 * 0.5, açúcar 0.85, extrato de tomate 1.1, leite condensado 1.3 g/mL), food rows of medidas_caseiras.csv
 * (cebola 110 g, dente de alho 2 g, ovo 50 g, xícara de farinha 100 g, xícara de açúcar 136.7 g, colher
 * de sopa de manteiga 20 g, de amido de milho 16 g), the catalogue's unit weights (cenoura 100 g, gomo
 * de paio or a linguiça 80 g) and the package sizes of src/ai/grounding/package-weights.ts (lata de
 * leite condensado 395 g, caixinha de creme de leite 200 g, pacote de biscoito maisena 200 g, barra de
 * chocolate meio amargo 100 g). A large onion is 1.5 medium ones. Each food: [g, kcal, P, C, F].
 */
type Row = [grams: number, kcal: number, protein: number, carbs: number, fat: number];

const ARROZ_CRU = [358, 7.2, 78.8, 0.3]; // TACO 4
const OLEO = [884, 0, 0, 100]; // TACO 272 (protein/carbs "NA")
const AZEITE = [884, 0, 0, 100]; // TACO 260
const CEBOLA = [39, 1.7, 8.9, 0.1]; // TACO 107
const ALHO = [113, 7.0, 23.9, 0.2]; // TACO 82
const SAL = [0, 0, 0, 0]; // TACO 517 (energy NA)
const FEIJAO_CARIOCA_CRU = [329, 20.0, 61.2, 1.3]; // TACO 562
const FRANGO_PEITO_CRU = [119, 21.5, 0, 3.0]; // TACO 409
const CENOURA = [34, 1.3, 7.7, 0.2]; // TACO 110
const ABOBRINHA = [19, 1.1, 4.3, 0.1]; // TACO 71
const OVO = [143, 13.0, 1.6, 8.9]; // TACO 489
const FARINHA = [360, 9.8, 75.1, 1.4]; // TACO 35
const ACUCAR = [387, 0.3, 99.5, 0]; // TACO 494
// TACO 458 has no macros ("*"): TACO 459 (pó: 497 kcal, 25.4 P, 39.2 C, 26.9 F) × 13 g per 100 mL.
const LEITE = [64.6, 3.3, 5.1, 3.5];
const FERMENTO = [90, 0.5, 43.9, 0.1]; // TACO 513
const LEITE_CONDENSADO = [313, 7.7, 57.0, 6.7]; // TACO 453
const MANTEIGA = [726, 0.4, 0.1, 82.4]; // TACO 261
const ACHOCOLATADO = [401, 4.2, 91.2, 2.2]; // TACO 491
const CREME_DE_LEITE = [221, 1.5, 4.5, 22.5]; // TACO 447
const EXTRATO_DE_TOMATE = [61, 2.4, 15.0, 0.2]; // TACO 158
const FEIJAO_PRETO_CRU = [324, 21.3, 58.8, 1.2]; // TACO 568
const CARNE_SECA_CRUA = [313, 19.7, 0, 25.4]; // TACO 385 (desalting moves sodium, not energy)
const LINGUICA_PORCO_CRUA = [227, 16.1, 0, 17.6]; // TACO 421, paio and calabresa alike
const TOUCINHO_CRU = [593, 11.5, 0, 60.3]; // TACO 444
const BISCOITO_MAISENA = [443, 8.1, 75.2, 12.0]; // TACO 8
const AMIDO_DE_MILHO = [361, 0.6, 87.1, 0]; // TACO 42
const CHOCOLATE_MEIO_AMARGO = [475, 4.9, 62.4, 29.9]; // TACO 498

function row(grams: number, per100: number[]): Row {
  const [kcal, p, c, f] = per100 as [number, number, number, number];
  return [grams, (grams * kcal) / 100, (grams * p) / 100, (grams * c) / 100, (grams * f) / 100];
}

function perServing(rows: Row[], servings: number) {
  const sum = (i: number) => rows.reduce((acc, r) => acc + r[i]!, 0) / servings;
  return { calories: sum(1), protein: sum(2), carbohydrates: sum(3), fat: sum(4) };
}

const recipes: Array<{ name: string; servings: number; lines: string[]; rows: Row[] }> = [
  {
    name: "arroz branco",
    servings: 4,
    lines: [
      "2 xícaras (chá) de arroz",
      "2 colheres (sopa) de óleo",
      "1 cebola picada",
      "2 dentes de alho",
      "1 colher (chá) de sal",
      "4 xícaras de água",
    ],
    // 2 × 240 mL × 0.8 = 384 g; 2 × 15 mL × 0.92 = 27.6 g; 110 g; 2 × 2 g; 5 mL × 1.2 = 6 g; water 0
    rows: [row(384, ARROZ_CRU), row(27.6, OLEO), row(110, CEBOLA), row(4, ALHO), row(6, SAL)],
  },
  {
    name: "feijão carioca",
    servings: 6,
    lines: [
      "500 g de feijão carioca",
      "1 colher (sopa) de óleo",
      "1 cebola",
      "3 dentes de alho amassados",
      "2 folhas de louro",
      "sal a gosto",
    ],
    // 500 g; 15 × 0.92 = 13.8 g; 110 g; 3 × 2 = 6 g; louro 0; sal a gosto 2 g (0 kcal)
    rows: [row(500, FEIJAO_CARIOCA_CRU), row(13.8, OLEO), row(110, CEBOLA), row(6, ALHO), row(2, SAL)],
  },
  {
    name: "frango com legumes",
    servings: 4,
    lines: [
      "600 g de peito de frango em cubos",
      "2 cenouras em rodelas",
      "1 abobrinha",
      "2 colheres (sopa) de azeite",
      "sal e pimenta a gosto",
    ],
    // 600 g; 2 × 100 g; 250 g; 2 × 15 × 0.92 = 27.6 g; "sal e pimenta a gosto" → sal 2 g
    rows: [
      row(600, FRANGO_PEITO_CRU),
      row(200, CENOURA),
      row(250, ABOBRINHA),
      row(27.6, AZEITE),
      row(2, SAL),
    ],
  },
  {
    name: "bolo simples",
    servings: 10,
    lines: [
      "3 ovos",
      "2 xícaras (chá) de farinha de trigo",
      "1 xícara (chá) de açúcar",
      "1 xícara (chá) de leite",
      "1/2 xícara (chá) de óleo",
      "1 colher (sopa) de fermento em pó",
    ],
    // 3 × 50; 2 × 100; 136.7; 240 × 1.03 = 247.2; 120 × 0.92 = 110.4; 15 × 0.9 = 13.5
    rows: [
      row(150, OVO),
      row(200, FARINHA),
      row(136.7, ACUCAR),
      row(247.2, LEITE),
      row(110.4, OLEO),
      row(13.5, FERMENTO),
    ],
  },
  {
    name: "brigadeiro",
    servings: 20,
    lines: [
      "1 lata de leite condensado",
      "1 colher (sopa) de manteiga",
      "4 colheres (sopa) de achocolatado em pó",
    ],
    // 395 g (lata); 20 g (medidas_caseiras); 4 × 15 mL × 0.5 = 30 g
    rows: [row(395, LEITE_CONDENSADO), row(20, MANTEIGA), row(30, ACHOCOLATADO)],
  },
  {
    name: "pudim de leite condensado",
    servings: 10,
    lines: [
      "1 lata de leite condensado",
      "2 latas de leite (use a lata de leite condensado como medida)",
      "3 ovos",
      "1 xícara (chá) de açúcar para a calda",
    ],
    // 395 g; the emptied can holds 395 g ÷ 1.3 g/mL ≈ 304 mL, × 1.03 = 313 g of milk, twice; 3 × 50; 136.7
    rows: [row(395, LEITE_CONDENSADO), row(626, LEITE), row(150, OVO), row(136.7, ACUCAR)],
  },
  {
    name: "strogonoff de frango",
    servings: 4,
    lines: [
      "600 g de peito de frango cortado em cubos",
      "1 cebola média picada",
      "2 dentes de alho picados",
      "2 colheres (sopa) de manteiga",
      "3 colheres (sopa) de extrato de tomate",
      "1 caixinha de creme de leite",
      "sal a gosto",
    ],
    // 600 g; 110 g; 2 × 2 g; 2 × 20 g; 3 × 15 mL × 1.1 = 49.5 g; 200 g (caixinha); sal 2 g
    rows: [
      row(600, FRANGO_PEITO_CRU),
      row(110, CEBOLA),
      row(4, ALHO),
      row(40, MANTEIGA),
      row(49.5, EXTRATO_DE_TOMATE),
      row(200, CREME_DE_LEITE),
      row(2, SAL),
    ],
  },
  {
    name: "feijoada simples",
    servings: 8,
    lines: [
      "500 g de feijão-preto",
      "300 g de carne-seca dessalgada",
      "2 gomos de paio em rodelas",
      "1 linguiça calabresa em rodelas",
      "150 g de toucinho em cubos",
      "1 cebola grande picada",
      "4 dentes de alho amassados",
      "3 folhas de louro",
      "2 colheres (sopa) de óleo",
      "sal a gosto",
    ],
    // 500 g; 300 g; 2 × 80 g; a calabresa gomo 250 g; 150 g; 110 × 1.5 = 165 g; 4 × 2 g; louro 0; 2 × 15 × 0.92; sal 2 g
    rows: [
      row(500, FEIJAO_PRETO_CRU),
      row(300, CARNE_SECA_CRUA),
      row(160, LINGUICA_PORCO_CRUA),
      row(250, LINGUICA_PORCO_CRUA),
      row(150, TOUCINHO_CRU),
      row(165, CEBOLA),
      row(8, ALHO),
      row(27.6, OLEO),
      row(2, SAL),
    ],
  },
  {
    name: "bolo de cenoura com cobertura",
    servings: 12,
    lines: [
      "3 cenouras médias picadas",
      "3 ovos",
      "1 xícara (chá) de óleo",
      "2 xícaras (chá) de açúcar",
      "2 xícaras (chá) de farinha de trigo",
      "1 colher (sopa) de fermento em pó",
      "1 colher (sopa) de manteiga",
      "3 colheres (sopa) de achocolatado em pó",
      "3 colheres (sopa) de açúcar",
      "3 colheres (sopa) de leite",
    ],
    // 3 × 100; 3 × 50; 240 × 0.92; 2 × 136.7; 2 × 100; 15 × 0.9; 20; 3 × 15 × 0.5; 3 × 15 × 0.85;
    // 3 × 15 × 1.03
    rows: [
      row(300, CENOURA),
      row(150, OVO),
      row(220.8, OLEO),
      row(273.4, ACUCAR),
      row(200, FARINHA),
      row(13.5, FERMENTO),
      row(20, MANTEIGA),
      row(22.5, ACHOCOLATADO),
      row(38.25, ACUCAR),
      row(46.35, LEITE),
    ],
  },
  {
    name: "pavê de chocolate",
    servings: 10,
    lines: [
      "1 pacote de biscoito maisena",
      "1 lata de leite condensado",
      "2 xícaras (chá) de leite",
      "2 colheres (sopa) de amido de milho",
      "1 caixinha de creme de leite",
      "1 barra de chocolate meio amargo picada",
    ],
    // 200 g (pacote); 395 g (lata); 2 × 240 × 1.03; 2 × 16 g; 200 g (caixinha); 100 g (barra)
    rows: [
      row(200, BISCOITO_MAISENA),
      row(395, LEITE_CONDENSADO),
      row(494.4, LEITE),
      row(32, AMIDO_DE_MILHO),
      row(200, CREME_DE_LEITE),
      row(100, CHOCOLATE_MEIO_AMARGO),
    ],
  },
];

describe("reference recipes, hand-computed from TACO", () => {
  it.each(recipes)("$name: per-serving kcal and macros within ±5%", ({ lines, servings, rows }) => {
    const expected = perServing(rows, servings);
    const { perServing: got } = analyzeRecipe(lines, servings).nutrition;
    for (const key of ["calories", "protein", "carbohydrates", "fat"] as const) {
      expect(got[key], key).toBeGreaterThanOrEqual(expected[key] * 0.95 - 0.1);
      expect(got[key], key).toBeLessThanOrEqual(expected[key] * 1.05 + 0.1);
    }
  });

  it("reports the figures the hand computation gives", () => {
    const table = recipes.map(({ name, lines, servings, rows }) => ({
      name,
      expected: Math.round(perServing(rows, servings).calories),
      got: analyzeRecipe(lines, servings).nutrition.perServing.calories,
    }));
    expect(table).toEqual([
      { name: "arroz branco", expected: 417, got: 417 },
      { name: "feijão carioca", expected: 303, got: 303 },
      { name: "frango com legumes", expected: 268, got: 268 },
      { name: "bolo simples", expected: 261, got: 261 },
      { name: "brigadeiro", expected: 75, got: 75 },
      { name: "pudim de leite condensado", expected: 238, got: 238 },
      { name: "strogonoff de frango", expected: 381, got: 381 },
      { name: "feijoada simples", expected: 587, got: 587 },
      { name: "bolo de cenoura com cobertura", expected: 373, got: 373 },
      { name: "pavê de chocolate", expected: 347, got: 347 },
    ]);
  });
});
