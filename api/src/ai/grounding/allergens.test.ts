import { describe, expect, it } from "vitest";
import { detectAllergens } from "./allergen-detect.ts";
import { allergenIds } from "./allergens.ts";

const found = (line: string) => detectAllergens([line]).map((a) => `${a.allergenId}:${a.severity}`);

/** One realistic recipe line for every row of allergens_br.csv. */
const EVERY_GROUP: Record<string, string> = {
  gluten: "2 xícaras (chá) de farinha de trigo",
  crustaceos: "300 g de camarão limpo",
  ovos: "3 ovos",
  peixes: "400 g de filé de tilápia",
  amendoim: "1 xícara de amendoim torrado",
  soja: "2 colheres (sopa) de shoyu",
  leite: "1 xícara de leite",
  amendoa: "100 g de amêndoas laminadas",
  avela: "2 colheres (sopa) de creme de avelã",
  castanha_de_caju: "1 xícara de castanha de caju",
  castanha_do_para: "50 g de castanha-do-pará picada",
  macadamia: "100 g de macadâmia torrada",
  nozes: "1/2 xícara de nozes picadas",
  peca: "100 g de noz-pecã",
  pistache: "50 g de pistache",
  pinoli: "2 colheres (sopa) de pinoli",
  castanhas: "200 g de castanha portuguesa cozida",
  latex_natural: "1 tablete de goma base",
  lactose: "1 pote de iogurte natural",
};

/** False-positive hints of the CSV (and lactose-free labels): the line must not raise the allergen. */
const NOT_THE_ALLERGEN: Array<[line: string, absent: string[], present: string[]]> = [
  ["1 vidro de leite de coco", ["leite", "lactose"], []],
  ["1 xícara de leite de amêndoas", ["leite", "lactose"], ["amendoa"]],
  ["500 ml de leite de soja", ["leite", "lactose"], ["soja"]],
  ["2 colheres (sopa) de manteiga de amendoim", ["leite", "lactose"], ["amendoim"]],
  ["50 g de manteiga de cacau", ["leite", "lactose"], []],
  ["200 ml de creme de leite de coco", ["leite", "lactose"], []],
  ["100 g de queijo vegano", ["leite"], []],
  ["200 g de queijo de soja em cubos", ["leite", "lactose"], ["soja"]],
  ["800 g de pernil em peça", ["peca"], []],
  ["150 g de vagem macarrão em cubos", ["gluten", "ovos"], []],
  ["12 pães de queijo", ["gluten"], ["leite"]],
  ["1 pitada de noz-moscada", ["nozes"], []],
  ["1 xícara de trigo sarraceno", ["gluten"], []],
  ["2 xícaras de farinha de milho", ["gluten"], []],
  ["1 xícara de polvilho azedo", ["gluten"], []],
  ["3 colheres (sopa) de maionese vegana", ["ovos"], []],
  ["1 ovo de Páscoa", ["ovos"], []],
  ["300 g de pinhão cozido", ["pinoli"], []],
  ["1 copo de suco de caju", ["castanha_de_caju", "amendoim"], []],
  ["1 xícara de leite zero lactose", ["lactose"], ["leite"]],
  ["200 g de lula em anéis", ["crustaceos"], []],
];

describe("allergens (ANVISA RDC 26/2015 + lactose)", () => {
  it("has a test line for every row of the CSV", () => {
    expect(Object.keys(EVERY_GROUP).sort()).toEqual([...allergenIds()].sort());
  });

  it.each(Object.entries(EVERY_GROUP))("detects %s in a realistic line", (id, line) => {
    expect(found(line)).toContain(`${id}:medium`);
  });

  it.each(NOT_THE_ALLERGEN)("respects the hint in %j", (line, absent, present) => {
    const ids = detectAllergens([line]).map((a) => a.allergenId);
    for (const id of absent) expect(ids).not.toContain(id);
    for (const id of present) expect(ids).toContain(id);
  });

  it("is high for a declared allergen, medium when present, low when only possible", () => {
    const result = detectAllergens(
      [
        "1 xícara de leite",
        "200 g de chocolate meio amargo (pode conter amendoim)",
        "1/2 xícara de castanha",
      ],
      ["leite"],
    );
    const severity = Object.fromEntries(result.map((a) => [a.allergenId, a.severity]));
    expect(severity).toMatchObject({ leite: "high", lactose: "medium", amendoim: "low" });
    expect(severity).toMatchObject({ castanha_de_caju: "low", castanha_do_para: "low" });
    expect(result[0]!.allergenId).toBe("leite");
    expect(result[0]!.description).toContain("Você informou");
  });

  it("lists each allergen once with every line that carries it", () => {
    const [gluten] = detectAllergens(["2 xícaras de farinha de trigo", "1 pão francês", "3 ovos"]);
    expect(gluten).toMatchObject({ allergen: "Glúten", severity: "medium" });
    expect(gluten!.ingredients).toEqual(["2 xícaras de farinha de trigo", "1 pão francês"]);
  });

  it("marks dry pasta and margarine as possible, per the CSV notes", () => {
    expect(found("500 g de macarrão")).toEqual(["gluten:medium", "ovos:low"]);
    expect(found("1 colher (sopa) de margarina")).toEqual(["leite:low", "lactose:low"]);
  });

  it.each([
    ["2 colheres (sopa) de shoyu", ["gluten:medium", "soja:medium"]],
    ["200 g de nuggets empanados", ["gluten:medium", "ovos:medium"]],
    ["2 colheres (sopa) de pesto", ["leite:medium", "pinoli:medium"]],
    ["1 xícara (chá) de molho branco", ["gluten:medium", "leite:medium", "lactose:medium"]],
    ["1 pote de creme de avelã", ["leite:medium", "avela:medium", "lactose:medium"]],
    ["1 xícara (chá) de granola", ["gluten:medium"]],
  ])("knows what the prepared food %s is made of", (line, expected) => {
    expect(found(line)).toEqual(expected);
  });

  it.each(["200 g de macarrão de arroz", "100 g de bifum", "1 pacote de macarrão de amido"])(
    "does not read %s as wheat or egg pasta",
    (line) => {
      expect(found(line)).toEqual([]);
    },
  );
});
