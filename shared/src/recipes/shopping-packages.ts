import { formatDecimal } from "../text/amount.ts";
import { fold } from "../text/fold.ts";
import { singularize } from "../text/plural.ts";

/** How a food is sold on a Brazilian shelf: one package and what it holds. */
export interface RetailPackage {
  /** The package as a shopper names it, singular and plural. */
  name: readonly [string, string];
  /** What one holds, in `measure`. */
  size: number;
  /** Grams or millilitres; "dente" for garlic, sold by the head. */
  measure: "g" | "ml" | "dente";
  /**
   * Grams in a millilitre as a cook fills a cup or spoon, to read "2 xícaras de arroz" as grams; for
   * brewed coffee, the powder in a millilitre of the drink.
   */
  density?: number;
  /** The size is the same in every brand, so "2 latas" says enough. */
  plain?: boolean;
}

const pack = (
  name: readonly [string, string],
  size: number,
  measure: RetailPackage["measure"],
  more: Pick<RetailPackage, "density" | "plain"> = {},
): RetailPackage => ({ name, size, measure, ...more });

const GARRAFA = ["garrafa", "garrafas"] as const;
const PACOTE = ["pacote", "pacotes"] as const;
const CAIXA = ["caixa", "caixas"] as const;
const CAIXINHA = ["caixinha", "caixinhas"] as const;
const LATA = ["lata", "latas"] as const;
const POTE = ["pote", "potes"] as const;
const VIDRO = ["vidro", "vidros"] as const;
const MACO = ["maço", "maços"] as const;

// A bunch of herbs gives about a cup chopped; nobody buys herbs by the spoon.
const BUNCH = pack(MACO, 240, "ml", { plain: true });

/**
 * The smallest package most Brazilian supermarkets stock, by food (accent-folded, singular). Sizes are
 * the common retail ones (arroz and feijão 1 kg, azeite 500 ml, creme de leite 200 g, leite 1 L);
 * densities are a cook's cup (arroz 0.8 g/ml as the food catalogue says, farinha 0.5, açúcar 0.75).
 * Canned fish counts drained weight, as recipes drain it. Produce and meat are not here: they are
 * bought loose, by the unit or the weight.
 */
const RETAIL: ReadonlyArray<readonly [readonly string[], RetailPackage]> = [
  [["azeite", "azeite de oliva", "azeite extravirgem"], pack(GARRAFA, 500, "ml")],
  [["oleo", "oleo de soja", "oleo vegetal", "oleo de girassol", "oleo de milho"], pack(GARRAFA, 900, "ml")],
  [["vinagre", "vinagre de vinho", "vinagre de maca"], pack(GARRAFA, 750, "ml")],
  [["shoyu", "molho shoyu", "molho de soja"], pack(["frasco", "frascos"], 150, "ml")],
  [["molho ingles"], pack(["frasco", "frascos"], 150, "ml")],
  [["vinho branco", "vinho tinto"], pack(GARRAFA, 750, "ml")],
  [["leite", "leite integral", "leite desnatado", "leite semidesnatado"], pack(CAIXA, 1000, "ml")],
  [["leite sem lactose", "leite de soja", "leite de aveia", "leite de amendoa"], pack(CAIXA, 1000, "ml")],
  [["leite de coco"], pack(VIDRO, 200, "ml")],
  [["creme de leite"], pack(CAIXINHA, 200, "g", { density: 1 })],
  [["leite condensado"], pack(LATA, 395, "g", { density: 1.3 })],
  [["leite em po"], pack(LATA, 400, "g", { density: 0.5 })],
  [["doce de leite"], pack(POTE, 400, "g", { density: 1.3 })],
  [["requeijao"], pack(["copo", "copos"], 200, "g", { density: 1 })],
  [["manteiga"], pack(POTE, 200, "g", { density: 0.95 })],
  [["margarina"], pack(POTE, 500, "g", { density: 0.95 })],
  [["iogurte", "iogurte natural"], pack(POTE, 170, "g", { density: 1.03 })],
  [["queijo ralado", "parmesao ralado", "queijo parmesao ralado"], pack(PACOTE, 50, "g", { density: 0.35 })],
  [
    ["arroz", "arroz branco", "arroz agulhinha", "arroz parboilizado", "arroz integral"],
    pack(PACOTE, 1000, "g", { density: 0.8 }),
  ],
  [
    [
      "feijao",
      "feijao carioca",
      "feijao preto",
      "feijao-preto",
      "feijao fradinho",
      "feijao-fradinho",
      "feijao branco",
      "feijao-branco",
      "feijao-vermelho",
      "feijao-roxo",
      "feijao-rosinha",
      "feijao rajado",
    ],
    pack(PACOTE, 1000, "g", { density: 0.8 }),
  ],
  [["lentilha", "grao-de-bico", "canjica", "ervilha seca"], pack(PACOTE, 500, "g", { density: 0.8 })],
  [["farinha", "farinha de trigo"], pack(PACOTE, 1000, "g", { density: 0.5 })],
  [["farinha de mandioca", "farinha de milho", "farinha de rosca"], pack(PACOTE, 500, "g", { density: 0.5 })],
  [
    ["fuba", "flocao de milho", "cuscuz", "cuscuz de milho", "farinha de milho flocada"],
    pack(PACOTE, 500, "g", { density: 0.5 }),
  ],
  [["amido de milho", "maisena"], pack(CAIXA, 200, "g", { density: 0.6 })],
  [
    ["polvilho", "polvilho doce", "polvilho azedo", "goma de tapioca", "tapioca"],
    pack(PACOTE, 500, "g", { density: 0.6 }),
  ],
  [["aveia", "aveia em flocos", "farelo de aveia"], pack(CAIXA, 170, "g", { density: 0.35 })],
  [
    ["macarrao", "espaguete", "penne", "parafuso", "massa para lasanha"],
    pack(PACOTE, 500, "g", { density: 0.4 }),
  ],
  [
    ["acucar", "acucar refinado", "acucar cristal", "acucar mascavo", "acucar demerara"],
    pack(PACOTE, 1000, "g", { density: 0.75 }),
  ],
  [["acucar de confeiteiro"], pack(PACOTE, 500, "g", { density: 0.5 })],
  [["cacau", "cacau em po", "chocolate em po"], pack(POTE, 200, "g", { density: 0.4 })],
  [["achocolatado", "achocolatado em po"], pack(POTE, 400, "g", { density: 0.4 })],
  [
    ["chocolate", "chocolate meio amargo", "chocolate ao leite", "chocolate amargo"],
    pack(["barra", "barras"], 90, "g", { density: 0.6 }),
  ],
  [["coco ralado"], pack(PACOTE, 100, "g", { density: 0.35 })],
  [["cafe em po", "po de cafe"], pack(PACOTE, 250, "g", { density: 0.35 })],
  [["cafe", "cafe coado", "cafe forte"], pack(PACOTE, 250, "g", { density: 0.1 })],
  [["fermento quimico", "fermento em po", "fermento quimico em po"], pack(LATA, 100, "g", { density: 0.8 })],
  [["fermento biologico", "fermento biologico seco"], pack(["sachê", "sachês"], 10, "g", { density: 0.6 })],
  [["mel"], pack(POTE, 300, "g", { density: 1.4 })],
  [["molho de tomate", "polpa de tomate", "passata"], pack(["sachê", "sachês"], 340, "g", { density: 1.05 })],
  [["extrato de tomate"], pack(LATA, 140, "g", { density: 1.1 })],
  [
    ["atum", "atum em lata", "atum ralado", "atum solido"],
    pack(LATA, 120, "g", { density: 0.8, plain: true }),
  ],
  [
    ["sardinha em lata", "sardinha em conserva", "sardinha em oleo"],
    pack(LATA, 84, "g", { density: 0.8, plain: true }),
  ],
  [
    [
      "milho em lata",
      "milho em conserva",
      "milho verde em lata",
      "ervilha",
      "ervilha em lata",
      "seleta de legumes",
    ],
    pack(LATA, 200, "g", { density: 0.7, plain: true }),
  ],
  // Frozen vegetables: 300 g bags, the size most supermarket brands sell.
  [
    ["ervilha congelada", "milho congelado", "brocolis congelado", "seleta de legume congelada"],
    pack(PACOTE, 300, "g", { density: 0.6 }),
  ],
  [["palmito"], pack(VIDRO, 300, "g", { density: 0.7 })],
  [["azeitona", "azeitona verde", "azeitona preta"], pack(VIDRO, 100, "g", { density: 0.6 })],
  [["gelatina incolor"], pack(["envelope", "envelopes"], 12, "g", { plain: true })],
  [["alho"], pack(["cabeça", "cabeças"], 10, "dente", { plain: true })],
  [
    [
      "cheiro-verde",
      "salsinha",
      "salsa",
      "cebolinha",
      "coentro",
      "manjericao",
      "hortela",
      "alecrim",
      "tomilho",
    ],
    BUNCH,
  ],
];

const BY_NAME = new Map(RETAIL.flatMap(([names, retail]) => names.map((name) => [name, retail] as const)));

/** The food's name as the table keys it: accent-folded, every word singular. */
export function retailKey(food: string): string {
  return fold(food)
    .split(" ")
    .map((word) => fold(singularize(word)))
    .join(" ");
}

/**
 * The package a food is bought in, or undefined for what is bought loose (produce, meat, cheese by the
 * weight). The whole name must be a known product: "leite de coco" is no carton of milk.
 */
export function retailPackage(food: string): RetailPackage | undefined {
  return BY_NAME.get(retailKey(food));
}

const sizeText = ({ size, measure }: RetailPackage) => {
  const big = size >= 1000;
  const unit = measure === "g" ? (big ? "kg" : "g") : big ? "L" : "ml";
  return `${formatDecimal(big ? size / 1000 : size)} ${unit}`;
};

/** How `count` packages are named on a list: "garrafa (500 ml)", "pacotes (1 kg)", "latas". */
export function packageUnit(retail: RetailPackage, count: number): string {
  const name = retail.name[count > 1 ? 1 : 0];
  return retail.plain || retail.measure === "dente" ? name : `${name} (${sizeText(retail)})`;
}
