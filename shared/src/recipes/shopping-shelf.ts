import {
  CAIXA,
  CAIXINHA,
  FRASCO,
  GARRAFA,
  LATA,
  PACOTE,
  POTE,
  SACHE,
  VIDRO,
  pack,
  type RetailRow,
} from "./retail-package.ts";

/**
 * The smallest package most Brazilian supermarkets stock, by food (accent-folded, singular). Sizes are
 * the common retail ones (arroz and feijão 1 kg, azeite 500 ml, creme de leite 200 g, leite 1 L);
 * densities are a cook's cup (arroz 0.8 g/ml as the food catalogue says, farinha 0.5, açúcar 0.75).
 * Canned food counts drained weight, as recipes drain it.
 */
export const SHELF: readonly RetailRow[] = [
  [["azeite", "azeite de oliva", "azeite extravirgem"], pack(GARRAFA, 500, "ml")],
  [
    [
      "oleo",
      "oleo de soja",
      "oleo vegetal",
      "oleo de girassol",
      "oleo de milho",
      "oleo de canola",
      "oleo de cozinha",
    ],
    pack(GARRAFA, 900, "ml"),
  ],
  [["oleo de coco", "gordura de coco"], pack(POTE, 200, "ml")],
  [["azeite de dende", "oleo de dende", "dende"], pack(VIDRO, 200, "ml")],
  [["banha", "banha de porco", "gordura de porco"], pack(POTE, 500, "g", { density: 0.9 })],
  [
    ["vinagre", "vinagre de vinho", "vinagre de maca", "vinagre de alcool", "aceto balsamico"],
    pack(GARRAFA, 750, "ml"),
  ],
  [
    ["shoyu", "molho shoyu", "molho de soja", "molho tamari", "tamari", "molho tare", "aminos de coco"],
    pack(FRASCO, 150, "ml"),
  ],
  [["molho ingles"], pack(FRASCO, 150, "ml")],
  [["molho de pimenta", "tabasco", "pimenta liquida"], pack(VIDRO, 60, "ml")],
  [["mostarda"], pack(FRASCO, 200, "g", { density: 1.05 })],
  [["ketchup", "catchup", "catchup de tomate"], pack(FRASCO, 200, "g", { density: 1.1 })],
  [["maionese"], pack(POTE, 250, "g", { density: 0.95 })],
  [["vinho branco", "vinho tinto", "vinho"], pack(GARRAFA, 750, "ml")],
  [["cerveja"], pack(LATA, 350, "ml", { plain: true })],
  [["cachaca", "pinga", "aguardente"], pack(GARRAFA, 1000, "ml")],
  [["agua de coco"], pack(CAIXA, 1000, "ml")],
  [
    ["caldo de carne", "caldo bovino", "caldo de galinha", "caldo de frango", "caldo de legume"],
    pack(["tablete", "tabletes"], 500, "ml", { plain: true }),
  ],
  [["cafe em po", "po de cafe"], pack(PACOTE, 250, "g", { density: 0.35 })],
  [
    ["cafe", "cafe coado", "cafe forte"],
    pack(PACOTE, 250, "g", { density: 0.1, product: "pó de café", usedAs: "café coado" }),
  ],
  [["cafe soluvel"], pack(VIDRO, 100, "g", { density: 0.3 })],
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
      "feijao-rajado",
      "feijao-carioca",
      "feijao-de-corda",
      "feijao de corda",
    ],
    pack(PACOTE, 1000, "g", { density: 0.8 }),
  ],
  // A drained can holds about a cup and a half, what the recipes count one as.
  [["feijao cozido", "grao-de-bico cozido"], pack(LATA, 240, "g", { density: 0.67, plain: true })],
  [
    ["lentilha", "grao-de-bico", "grao de bico", "canjica", "ervilha seca", "fava", "soja", "soja em grao"],
    pack(PACOTE, 500, "g", { density: 0.8 }),
  ],
  [["farinha de amendoa", "farinha de coco"], pack(PACOTE, 200, "g", { density: 0.45 })],
  [["quinoa", "quinua"], pack(PACOTE, 200, "g", { density: 0.7 })],
  [
    [
      "farinha",
      "farinha de trigo",
      "farinha de trigo integral",
      "farinha de trigo com fermento",
      "trigo",
      "farinha de arroz",
    ],
    pack(PACOTE, 1000, "g", { density: 0.5 }),
  ],
  [
    ["farinha de mandioca", "farinha de milho", "farinha de rosca", "panko", "milharina", "farinha de mesa"],
    pack(PACOTE, 500, "g", { density: 0.5 }),
  ],
  [
    [
      "fuba",
      "flocao de milho",
      "cuscuz",
      "cuscuz de milho",
      "farinha de milho flocada",
      "massa de cuscuz",
      "flocao",
      "biju de milho",
      "fuba de milho",
      "polenta",
    ],
    pack(PACOTE, 500, "g", { density: 0.5 }),
  ],
  [
    ["cuscuz marroquino", "cuscuz de semola", "trigo para quibe", "trigo de quibe", "triguilho"],
    pack(PACOTE, 500, "g", { density: 0.6 }),
  ],
  [
    ["sagu", "bolinha de sagu", "sagu de mandioca", "tapioca granulada"],
    pack(PACOTE, 500, "g", { density: 0.6 }),
  ],
  [["milho de pipoca", "pipoca"], pack(PACOTE, 500, "g", { density: 0.75 })],
  [["amido de milho", "amido", "maisena"], pack(CAIXA, 200, "g", { density: 0.6 })],
  [
    [
      "polvilho",
      "polvilho doce",
      "polvilho azedo",
      "goma de tapioca",
      "tapioca",
      "goma",
      "massa de tapioca",
      "fecula de mandioca",
      "goma de mandioca",
    ],
    pack(PACOTE, 500, "g", { density: 0.6 }),
  ],
  [
    ["aveia", "aveia em flocos", "farelo de aveia", "farinha de aveia", "flocos de aveia"],
    pack(CAIXA, 170, "g", { density: 0.35 }),
  ],
  [["granola"], pack(PACOTE, 250, "g", { density: 0.4 })],
  [
    ["pao de forma", "pao de forma integral", "pao integral", "pao sem gluten", "pao de caixa"],
    pack(PACOTE, 500, "g", { density: 0.3, each: { fatia: 20 } }),
  ],
  [
    ["macarrao", "espaguete", "penne", "parafuso", "massa para lasanha"],
    pack(PACOTE, 500, "g", { density: 0.4 }),
  ],
  [
    ["acucar", "acucar refinado", "acucar cristal", "acucar mascavo", "acucar demerara"],
    pack(PACOTE, 1000, "g", { density: 0.75 }),
  ],
  [["acucar de coco"], pack(PACOTE, 250, "g", { density: 0.6 })],
  [["acucar de confeiteiro", "acucar impalpavel"], pack(PACOTE, 500, "g", { density: 0.5 })],
  [
    ["adocante culinario", "adocante", "eritritol", "stevia", "xilitol"],
    pack(POTE, 75, "g", { density: 0.2 }),
  ],
  [["cacau", "cacau em po", "chocolate em po"], pack(POTE, 200, "g", { density: 0.4 })],
  [["achocolatado", "achocolatado em po"], pack(POTE, 400, "g", { density: 0.4 })],
  [
    ["chocolate", "chocolate meio amargo", "chocolate ao leite", "chocolate amargo"],
    pack(["barra", "barras"], 90, "g", { density: 0.6 }),
  ],
  [["chocolate granulado", "granulado", "confeito"], pack(PACOTE, 150, "g", { density: 0.6 })],
  [["coco ralado", "coco queimado"], pack(PACOTE, 100, "g", { density: 0.35 })],
  [
    ["fermento quimico", "fermento em po", "fermento quimico em po", "fermento"],
    pack(LATA, 100, "g", { density: 0.8 }),
  ],
  [
    ["fermento biologico", "fermento biologico seco", "fermento de pao"],
    pack(SACHE, 10, "g", { density: 0.6 }),
  ],
  [
    ["fermento fresco", "fermento biologico fresco"],
    pack(["tablete", "tabletes"], 15, "g", { density: 0.6 }),
  ],
  [["bicarbonato", "bicarbonato de sodio"], pack(PACOTE, 80, "g", { density: 0.9 })],
  [["essencia de baunilha", "essencia", "baunilha", "extrato de baunilha"], pack(VIDRO, 30, "ml")],
  [["mel", "mel de abelha"], pack(POTE, 300, "g", { density: 1.4 })],
  [["melado", "melado de cana", "melaco"], pack(POTE, 500, "g", { density: 1.35 })],
  [
    ["geleia", "geleia de fruta", "geleia de morango", "geleia de uva"],
    pack(POTE, 230, "g", { density: 1.3 }),
  ],
  [["tahine", "tahini"], pack(POTE, 200, "g", { density: 1 })],
  [["rapadura"], pack(PACOTE, 500, "g", { density: 0.6 })],
  [["creme de avela"], pack(POTE, 350, "g", { density: 1.2 })],
  [
    ["molho de tomate", "polpa de tomate", "passata", "pure de tomate", "sugo", "molho pronto"],
    pack(SACHE, 340, "g", { density: 1.05 }),
  ],
  [["extrato de tomate", "concentrado de tomate", "massa de tomate"], pack(LATA, 140, "g", { density: 1.1 })],
  [["tomate seco"], pack(VIDRO, 150, "g", { density: 0.5 })],
  [["alcaparra"], pack(VIDRO, 50, "g", { density: 0.6 })],
  [["batata palha", "batata palito frita"], pack(PACOTE, 100, "g", { density: 0.15 })],
  [
    ["atum", "atum em lata", "atum ralado", "atum solido"],
    pack(LATA, 120, "g", { density: 0.8, plain: true }),
  ],
  [
    ["sardinha em lata", "sardinha em conserva", "sardinha em oleo"],
    pack(LATA, 84, "g", { density: 0.8, plain: true }),
  ],
  [
    ["milho em lata", "milho em conserva", "milho verde em lata", "ervilha em lata", "seleta de legume"],
    pack(LATA, 200, "g", { density: 0.7, plain: true }),
  ],
  // A cup of corn or peas a recipe does not call frozen is the can every pantry keeps.
  [
    ["milho", "milho verde", "grao de milho", "espiga de milho"],
    pack(LATA, 200, "g", { density: 0.7, plain: true, product: "milho em lata" }),
  ],
  [["ervilha"], pack(LATA, 200, "g", { density: 0.7, plain: true, product: "ervilha em lata" })],
  // Frozen vegetables: 300 g bags, the size most supermarket brands sell.
  [
    ["ervilha congelada", "milho congelado", "brocolis congelado", "seleta de legume congelada", "edamame"],
    pack(PACOTE, 300, "g", { density: 0.6 }),
  ],
  [["palmito"], pack(VIDRO, 300, "g", { density: 0.7 })],
  [["azeitona", "azeitona verde", "azeitona preta"], pack(VIDRO, 100, "g", { density: 0.6 })],
  [
    ["gelatina incolor", "gelatina sem sabor"],
    pack(["envelope", "envelopes"], 12, "g", { density: 0.7, plain: true }),
  ],
  [["agar-agar", "agar agar", "agar"], pack(SACHE, 10, "g", { density: 0.5 })],
  [["sorvete", "sorvete de creme", "sorvete de chocolate", "picole"], pack(POTE, 1500, "ml")],
  [["chantili", "creme chantili", "chantilly"], pack(CAIXINHA, 200, "g", { density: 0.4 })],
];
