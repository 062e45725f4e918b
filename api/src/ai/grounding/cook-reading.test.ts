import { parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { groundLine } from "./ground-line.ts";
import { loadGroundingData } from "./load.ts";

loadGroundingData();
const ground = (line: string) => groundLine(parseIngredientLine(line));

// Lines written as Brazilian recipe sites write them; grams as a cook would weigh them, from the data:
// capacities of medidas_genericas.csv (xícara 240 mL, colher de sopa 15, de chá 5), rows of
// medidas_caseiras.csv, the catalogue's densities and unit weights, and package-weights.ts.
const LINES: ReadonlyArray<readonly [line: string, food: RegExp | "free", grams: number]> = [
  // A weight or volume in brackets wins; a volume is weighed by the food's density.
  ["2 filés de pescada (cerca de 300 g)", /Pescada/, 300],
  ["1 pote (170 g) de iogurte natural", /Iogurte, natural/, 170],
  ["2 latas (395 g cada) de leite condensado", /condensado/, 790],
  ["1 lata (395 g) de leite condensado", /condensado/, 395],
  ["1 pacote (500 g) de macarrão parafuso", /Macarrão, trigo, cru/, 500],
  ["4 filés de frango (aproximadamente 600 g)", /Frango, peito, sem pele, cru/, 600],
  ["1 peça de picanha (1,2 kg)", /picanha/, 1200],
  ["2 caixinhas de creme de leite (200 g cada)", /Creme de Leite/, 400],
  ["1 pote (200 g) de cream cheese", /requeijão/, 200],
  ["1 lata (350 ml) de cerveja", /Cerveja/, 350], // no density of its own: drinks 1.0
  ["1 xícara (chá) de leite (240 ml)", /Leite, de vaca, integral/, 247.2], // × 1.03
  // Heaped and level: the tables weigh spoons heaped, capacities level.
  ["1 xícara (chá) rasa de farinha de trigo", /Farinha, de trigo/, 100], // TACO protocol: 100 g
  ["3 colheres (sopa) cheias de açúcar", /Açúcar, refinado/, 57.4], // 3 × 15 × 0.85 × 1.5
  ["2 colheres (sopa) rasas de manteiga", /Manteiga/, 26.7], // 2 × 20 g × 2/3
  ["1 colher (sopa) bem cheia de amido de milho", /Milho, amido/, 16], // TACO protocol: 16 g
  ["1 colher (chá) rasa de sal", /Sal/, 6], // 5 mL × 1.2
  ["1 colher (sopa) de fermento em pó", /Fermento em pó/, 13.5], // 15 × 0.9
  ["1 colher de fermento", /Fermento em pó/, 13.5],
  // Sizes: small 0.6, large 1.5 of the medium unit.
  ["1 cebola média picadinha", /Cebola/, 110],
  ["2 cebolas grandes em rodelas", /Cebola/, 330],
  ["1 cenoura pequena ralada", /Cenoura, crua/, 60],
  ["3 batatas médias", /Batata, inglesa, crua/, 450],
  ["1 tomate grande sem sementes", /Tomate/, 165],
  ["2 dentes de alho grandes", /Alho/, 6], // TACO protocol: 2 g a clove
  // Juice and zest are not whole fruits: lemon 30 mL, orange 100 mL, zest 2 g a fruit.
  ["raspas de 2 laranjas", /Laranja/, 4],
  ["raspas da casca de 1 limão", /Limão/, 2],
  ["raspas de 1 limão-siciliano", /Limão/, 2],
  ["raspas de 1 laranja", /Laranja/, 2],
  ["suco de meio limão", /Limão, galego, suco/, 15.5], // 15 mL × 1.03
  ["suco de 1/2 limão", /Limão, galego, suco/, 15.5],
  ["suco de 3 limões", /Limão, galego, suco/, 92.7],
  ["caldo de 1 limão", /Limão, galego, suco/, 30.9],
  ["o suco de 2 laranjas", /Laranja, pêra, suco/, 208], // 200 mL × 1.04
  ["1/2 xícara (chá) de suco de laranja", /Laranja, pêra, suco/, 124.8],
  // A broth made from water is not tablets; a tablet is.
  ["2 xícaras de caldo de legumes caseiro", "free", 480],
  ["1 litro de caldo de carne", "free", 1000],
  ["1 litro de caldo de legumes caseiro", "free", 1000],
  ["3 xícaras (chá) de caldo de galinha", "free", 720],
  ["1 tablete de caldo de carne", /Caldo de carne, tablete/, 9.5],
  ["2 cubos de caldo de legumes", /tablete/, 19],
  // Counted small things by their own unit weight, not a tomato's or a generic 100 g.
  ["10 tomates-cereja", /Tomate/, 150],
  ["12 tomates-cereja cortados ao meio", /Tomate/, 180],
  ["200 g de tomate-cereja", /Tomate/, 200],
  ["10 castanhas-do-pará", /Castanha-do-Brasil/, 40],
  ["8 castanhas-do-pará picadas", /Castanha-do-Brasil/, 32],
  ["15 castanhas-de-caju", /Castanha-de-caju/, 30],
  ["1 xícara de castanha-de-caju", /Castanha-de-caju/, 132], // 240 × 0.55
  ["20 azeitonas", /Azeitona/, 80],
  ["6 azeitonas pretas", /Azeitona, preta/, 24],
  ["10 cravos-da-índia", "free", 1],
  // Canned foods by their canned row and a drained can.
  ["1 lata de milho", /Milho, verde, enlatado/, 200],
  ["1 lata de milho verde escorrido", /Milho, verde, enlatado/, 200],
  ["2 xícaras de milho verde em conserva", /Milho, verde, enlatado/, 336], // 480 × 0.7
  ["1 lata de ervilha escorrida", /Ervilha, enlatada/, 200],
  ["1 lata de atum em óleo escorrido", /Atum, conserva/, 120],
  ["2 latas de sardinha", /Sardinha, conserva/, 168],
  ["1 lata de seleta de legumes", /Seleta de legumes/, 200],
  ["1 vidro de palmito picado", /Palmito/, 300],
  ["1 lata de tomate pelado", /Tomate/, 400],
  // Packages by their package.
  ["1 pacote de macarrão tipo parafuso", /Macarrão, trigo, cru/, 500],
  ["1 caixinha de creme de leite", /Creme de Leite/, 200],
  ["1 lata de leite condensado", /condensado/, 395],
  ["2 latas de leite (use a lata de leite condensado como medida)", /Leite, de vaca/, 626],
  ["1 caixa de leite", /Leite, de vaca/, 1030],
  ["1 envelope de gelatina incolor", /Gelatina/, 12],
  ["1 caixinha de gelatina sabor morango", /Gelatina/, 25],
  ["1 sachê de molho pronto", /Tomate, molho/, 340],
  ["1 sachê de molho de tomate tradicional", /Tomate, molho/, 340],
  ["1 pote de iogurte natural", /Iogurte, natural/, 170],
  ["1 copo de requeijão cremoso", /requeijão/, 200],
  ["1 pacote de biscoito maisena", /maisena/, 200],
  ["1 pacote de coco ralado", /Coco/, 100],
  ["1 pacote de queijo ralado", /parmesão/, 50],
  ["1 tablete de manteiga", /Manteiga/, 200],
  ["1 barra de chocolate meio amargo", /Chocolate, meio amargo/, 100],
  ["1 pacote de polvilho azedo", /polvilho/i, 500],
  ["1 pacotinho de fermento químico", /Fermento em pó/, 10],
  ["1 tablete de fermento biológico fresco", /Fermento, biológico/, 15],
  ["1 tablete de fermento", /Fermento, biológico/, 15],
  ["1 envelope de fermento biológico seco", /Fermento, biológico/, 10],
  ["1 vidro de leite de coco", /Leite, de coco/, 200],
  ["1 caixinha de creme de coco", /Leite, de coco/, 200],
  ["1 bandeja de morangos", /Morango/, 250],
  ["1 saquinho de chá", "free", 2], // brewed: water, the leaves' 2 g for the record
];

describe("lines read like a cook", () => {
  it.each(LINES)("%s", (line, food, grams) => {
    const grounded = ground(line);
    expect(grounded.grams).toBeCloseTo(grams, 0);
    if (food === "free") return expect(grounded.free).toBe(true);
    expect(grounded.food?.name).toMatch(food);
    // Counted, never left out silently: a matched food with grams carries its energy (salt's is 0).
    expect(grounded.nutrients?.energyKcal).toEqual(expect.any(Number));
  });

  it("weighs a tomato as a tomato still, beside the cherry tomatoes", () => {
    expect(ground("2 tomates").grams).toBeCloseTo(220, 0);
  });

  it("keeps a stock tablet a tablet", () => {
    expect(ground("1 tablete de caldo de galinha").food?.name).toMatch(/tablete/);
  });

  it("weighs a heaped spoon more than a level one, and a large onion more than a small one", () => {
    const spoon = (note: string) => ground(`1 colher (sopa) ${note} de açúcar`).grams!;
    expect(spoon("cheia")).toBeGreaterThan(spoon("rasa"));
    const onion = (size: string) => ground(`1 cebola ${size}`).grams!;
    expect(onion("pequena")).toBeLessThan(onion("média"));
    expect(onion("média")).toBeLessThan(onion("grande"));
  });
});
