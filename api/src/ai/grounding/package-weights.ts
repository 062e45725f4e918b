import type { Unit } from "@chefzap/shared";

/** Units that name a package, not a measure: their weight is the product's, never a generic guess. */
export const PACKAGE_UNITS: ReadonlySet<Unit> = new Set<Unit>([
  "lata",
  "pacote",
  "caixa",
  "pote",
  "vidro",
  "sache",
  "envelope",
  "tablete",
  "bandeja",
  "barra",
]);

type Weights = Readonly<Partial<Record<Unit, number>>>;

/** Frozen fruit pulp is sold in 100 g packs; "1 polpa" is one of them. */
const FRUIT_PULP: Weights = { pacote: 100, unidade: 100 };

/**
 * Grams in one package, by food catalogue id: the common retail size of that product in Brazilian
 * supermarkets (where brands differ, the size most of them sell; the range is noted). Canned vegetables and
 * fish count their drained weight, as recipes drain them (TACO's canned corn and peas are "drenado" too).
 * A weight or volume written on the line ("1 lata (350 ml) de cerveja", "1 pote (170 g) de iogurte") always
 * wins over this table, and a package of a food this table does not know is left unweighed (the analysis
 * shows it as "quantidade não estimada"), never filled with a made-up weight.
 */
export const PACKAGE_GRAMS: Readonly<Record<string, Weights>> = {
  // Pasta, flours and dry goods.
  macarrao: { pacote: 500 },
  macarrao_integral: { pacote: 500 },
  massa_de_lasanha: { pacote: 500 },
  cuscuz_marroquino: { pacote: 500 },
  miojo: { pacote: 80 }, // 80–85 g
  farinha_de_trigo: { pacote: 1000 },
  farinha_de_trigo_integral: { pacote: 1000 },
  trigo_para_quibe: { pacote: 500 },
  polvilho_doce: { pacote: 500 },
  polvilho_azedo: { pacote: 500 },
  acucar: { pacote: 1000 },
  acucar_de_confeiteiro: { pacote: 500 },
  biscoito_maisena: { pacote: 200 },
  biscoito_de_agua_e_sal: { pacote: 200 },
  pao_de_forma: { pacote: 500 }, // 450–500 g
  coco: { pacote: 100 },
  coco_ralado: { pacote: 100 },
  // A cake takes one 10 g sachet of baking powder; nobody means a 100 g tub by "1 pacotinho de fermento".
  fermento_quimico: { sache: 10, envelope: 10, pacote: 10 },
  // Fresh yeast is sold in 15 g tablets, dry yeast in 10 g sachets.
  fermento_biologico: { tablete: 15, sache: 10, envelope: 10, pacote: 10 },
  // Flavoured gelatin is sold in 20–25 g boxes (sugar and sweeteners) since the 85 g all-sugar box
  // left the shelves; an envelope is the 12 g of unflavoured gelatin, two to a 24 g box.
  gelatina: { caixa: 25, pacote: 25, sache: 12, envelope: 12 },
  gelatina_incolor: { envelope: 12, sache: 12, pacote: 12, caixa: 24 },
  // Stock: 9.5 g tablets (57 g boxes of 6, 114 g of 12); "1 caldo de galinha" is one tablet.
  caldo_de_galinha: { tablete: 9.5, cubo: 9.5, unidade: 9.5 },
  caldo_de_carne: { tablete: 9.5, cubo: 9.5, unidade: 9.5 },
  caldo_de_legumes: { tablete: 9.5, cubo: 9.5, unidade: 9.5 },
  chocolate: { tablete: 90, barra: 90, unidade: 90 }, // 80–90 g
  chocolate_ao_leite: { tablete: 90, barra: 90, unidade: 90 },
  chocolate_meio_amargo: { tablete: 100, barra: 100, unidade: 100 },
  // Dairy.
  creme_de_leite: { caixa: 200, lata: 300 },
  nata: { caixa: 200, lata: 300 },
  leite_condensado: { lata: 395, caixa: 395 },
  doce_de_leite: { pote: 400, lata: 395 },
  iogurte: { pote: 170, unidade: 170 },
  requeijao: { copo: 200, pote: 200 },
  queijo_cremoso: { copo: 200, pote: 150 }, // cream cheese: 150 g tubs
  queijo_ralado: { pacote: 50 },
  parmesao: { pacote: 50 },
  manteiga: { tablete: 200, pote: 200 },
  margarina: { pote: 500 }, // 250 g and 500 g; 500 g the common one
  // A 1 L carton (× 1.03 g/mL); "1 lata de leite" is the emptied condensed-milk can used as the measure,
  // 395 g ÷ 1.3 g/mL ≈ 304 mL of milk.
  leite: { caixa: 1030, lata: 313 },
  leite_de_coco: { vidro: 200, caixa: 200, unidade: 200 },
  creme_de_coco: { vidro: 200, caixa: 200, unidade: 200 },
  // Cans and jars, drained: sardinha 125 g net / 84 g drained, atum 170 / 120, milho, ervilha and seleta
  // 280–300 / 200, palmito 500–540 / 300 g in the usual jar.
  sardinha_em_lata: { lata: 84 },
  atum: { lata: 120 },
  milho_em_lata: { lata: 200 },
  ervilha: { lata: 200 },
  seleta_de_legumes: { lata: 200 },
  palmito: { vidro: 300 },
  palmito_jucara: { vidro: 300 },
  // Tomato products are used with their liquid: the whole content.
  tomate_pelado: { lata: 400, caixa: 520 },
  passata: { caixa: 520 },
  pure_de_tomate: { caixa: 520 },
  molho_de_tomate: { sache: 340, lata: 340, caixa: 520 },
  extrato_de_tomate: { lata: 140, sache: 140 },
  cerveja: { lata: 350 },
  // Hot-dog sausages: 500 g packs beside the 3 kg ones of the butcher's counter.
  salsicha: { pacote: 500 },
  morango: { bandeja: 250 },
  // Sizes from product labels: cans of soft drink 350 mL (≈ 350 g); Hellmann's and Quero mayonnaise
  // 500 g jars (250 g ones too); Maizena 200 g boxes; Kimilho and Sinhá flocão 500 g packs; Sazón
  // sachets 5 g.
  refrigerante_de_cola: { lata: 350 },
  refrigerante_de_laranja: { lata: 350 },
  refrigerante_de_limao: { lata: 350 },
  maionese: { pote: 500 },
  amido_de_milho: { caixa: 200 },
  flocao_de_milho: { pacote: 500 },
  polpa_de_maracuja: FRUIT_PULP,
  polpa_de_acerola: FRUIT_PULP,
  polpa_de_caju: FRUIT_PULP,
  polpa_de_caja: FRUIT_PULP,
  polpa_de_manga: FRUIT_PULP,
  polpa_de_abacaxi: FRUIT_PULP,
  polpa_de_graviola: FRUIT_PULP,
  tempero_pronto: { sache: 5, envelope: 5 },
  // Peaches in syrup, drained like the vegetables above: 450 g cans, about 250 g of fruit.
  pessego_em_calda: { lata: 250 },
};
