import {
  CAIXA,
  CAIXINHA,
  GARRAFA,
  LATA,
  PACOTE,
  POTE,
  VIDRO,
  byWeight,
  pack,
  type RetailRow,
} from "./retail-package.ts";

/**
 * Milk, cream, butter and cheese as the dairy case sells them. Cheese asked for by the cup is grated
 * from a piece the deli counter weighs; parmesão by the cup is the 50 g bag of grated cheese.
 */
export const FRIDGE: readonly RetailRow[] = [
  [
    ["leite", "leite de vaca", "leite integral", "leite desnatado", "leite semidesnatado"],
    pack(CAIXA, 1000, "ml"),
  ],
  [
    [
      "leite sem lactose",
      "leite de soja",
      "leite de aveia",
      "leite de amendoa",
      "leite de arroz",
      "leite de castanha",
      "leite vegetal",
      "bebida vegetal",
    ],
    pack(CAIXA, 1000, "ml"),
  ],
  [["leite de coco"], pack(VIDRO, 200, "ml")],
  [["creme de leite"], pack(CAIXINHA, 200, "g", { density: 1 })],
  [["leite condensado"], pack(LATA, 395, "g", { density: 1.3 })],
  [["leite em po"], pack(LATA, 400, "g", { density: 0.5 })],
  [["doce de leite"], pack(POTE, 400, "g", { density: 1.3 })],
  [
    ["requeijao", "requeijao vegetal", "requeijao de castanha"],
    pack(["copo", "copos"], 200, "g", { density: 1 }),
  ],
  [["manteiga", "manteiga com sal", "manteiga sem sal", "ghee"], pack(POTE, 200, "g", { density: 0.95 })],
  [["manteiga de garrafa", "manteiga da terra"], pack(GARRAFA, 500, "ml")],
  [
    ["margarina", "margarina com sal", "margarina sem sal", "creme vegetal"],
    pack(POTE, 500, "g", { density: 0.95 }),
  ],
  [["iogurte", "iogurte natural", "iogurte de coco", "coalhada"], pack(POTE, 170, "g", { density: 1.03 })],
  [["queijo cremoso", "cream cheese", "nata", "creme de nata"], pack(POTE, 150, "g", { density: 1 })],
  [
    [
      "queijo ralado",
      "parmesao ralado",
      "queijo parmesao ralado",
      "parmesao",
      "queijo parmesao",
      "grana padano",
    ],
    pack(PACOTE, 50, "g", { density: 0.35 }),
  ],
  [
    [
      "queijo",
      "mucarela",
      "mussarela",
      "queijo minas",
      "queijo frescal",
      "queijo coalho",
      "pecorino",
      "provolone",
    ],
    byWeight(0.4),
  ],
];
