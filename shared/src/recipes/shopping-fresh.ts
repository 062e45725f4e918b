import { BANDEJA, MACO, PACOTE, UNIDADE, byWeight, pack, type RetailRow } from "./retail-package.ts";

// A bunch of herbs gives about a cup chopped; nobody buys herbs by the spoon.
const HERBS = pack(MACO, 240, "ml", { plain: true });
// Greens chopped by the cup weigh little: a bunch of couve or espinafre fills four or five cups and
// holds about ten folhas.
const GREENS = pack(MACO, 200, "g", { density: 0.2, plain: true, each: { folha: 10 } });
// Berries come in the market's small box (bandeja or caixinha) of about 125 g.
const BERRIES = pack(BANDEJA, 125, "g", { density: 0.6, plain: true });
// Fruit cut by the cup, weighed at the counter.
const CUT_FRUIT = byWeight(0.6);

/**
 * Produce and herbs by how the market sells them: herbs and greens by the maço, berries and sprouts by
 * the bandeja, heads of brócolis or repolho by the unit, other fruit cut by the cup by the weight.
 * Densities are a cook's cup of the food cut as recipes cut it (brócolis in florets, repolho shredded).
 */
export const FRESH: readonly RetailRow[] = [
  [
    [
      "cheiro-verde",
      "cheiro verde",
      "salsa e cebolinha",
      "folha de coentro",
      "folha de manjericao",
      "salsinha",
      "salsa",
      "cebolinha",
      "cebolinha-francesa",
      "coentro",
      "manjericao",
      "hortela",
      "menta",
      "alecrim",
      "tomilho",
      "ramo de tomilho",
      "ramo de alecrim",
      "tempero verde",
      "folha de hortela",
      "endro",
    ],
    HERBS,
  ],
  [
    [
      "couve",
      "couve-manteiga",
      "espinafre",
      "rucula",
      "agriao",
      "mostarda em folha",
      "folha de mostarda",
      "folha de espinafre",
      "acelga",
      "pak choi",
      "bertalha",
      "taioba",
      "caruru",
      "ora-pro-nobis",
      "escarola",
    ],
    GREENS,
  ],
  [["alface"], pack(["pé", "pés"], 300, "g", { density: 0.2, plain: true, each: { folha: 12 } })],
  [["salsao", "aipo"], pack(MACO, 400, "g", { density: 0.5, plain: true, each: { talo: 6 } })],
  [["brocolis", "brocolis ninja"], pack(MACO, 350, "g", { density: 0.3, plain: true })],
  [["couve-flor"], pack(UNIDADE, 600, "g", { density: 0.4, plain: true })],
  [["repolho"], pack(UNIDADE, 1000, "g", { density: 0.35, plain: true })],
  [["couve-de-bruxelas", "couve de bruxelas"], pack(BANDEJA, 300, "g", { density: 0.4, plain: true })],
  [["broto de feijao", "moyashi", "broto de alfafa"], pack(BANDEJA, 200, "g", { density: 0.4, plain: true })],
  [["morango"], pack(BANDEJA, 250, "g", { density: 0.6, plain: true })],
  [["mirtilo", "amora", "framboesa"], BERRIES],
  [["uva"], pack(BANDEJA, 500, "g", { density: 0.6, plain: true })],
  [["melao"], pack(UNIDADE, 1200, "g", { density: 0.65, plain: true })],
  [["coco", "coco fresco"], pack(UNIDADE, 300, "g", { density: 0.35, plain: true })],
  [
    [
      "melancia",
      "mamao",
      "abacaxi",
      "manga",
      "cereja",
      "acerola",
      "pitanga",
      "jabuticaba",
      "jaboticaba",
      "umbu",
      "graviola",
      "caja",
      "seriguela",
      "siriguela",
      "tamarindo",
    ],
    CUT_FRUIT,
  ],
  [["abobora", "moranga", "abobora moranga", "abobora japonesa", "cabotia"], byWeight(0.5)],
  // Maniva is sold already ground, frozen, in 1 kg bags.
  [["maniva", "maniva moida"], pack(PACOTE, 1000, "g", { density: 0.5 })],
  // Feijão-verde is shelled fresh and sold by the weight, not dried in the 1 kg bag.
  [["feijao verde", "feijao-verde"], byWeight(0.6)],
  [["gengibre", "raiz de gengibre"], byWeight(0.5, 50)],
  [["alho"], pack(["cabeça", "cabeças"], 10, "dente", { plain: true })],
  [
    [
      "polpa de acai",
      "polpa de cupuacu",
      "polpa de tamarindo",
      "polpa de acerola",
      "polpa de pitanga",
      "polpa de graviola",
      "polpa de maracuja",
      "polpa de manga",
      "polpa de goiaba",
      "polpa de caju",
      "polpa de morango",
      "polpa de fruta",
      "acai",
      "cupuacu",
    ],
    pack(PACOTE, 100, "g", { density: 1 }),
  ],
];
