import type { Condition, SlotSpec, StepSpec, TipSpec } from "./dish-types.ts";

type SlotOptions = Omit<SlotSpec, "accepts"> & { also?: string };

/** A slot the cook must fill ("frango|#poultry"). */
export function need(accepts: string, options: SlotOptions = {}): SlotSpec {
  return { accepts: accepts.split("|"), need: true, ...options };
}

/** A slot that takes the cook's foods when they fit. */
export function opt(accepts: string, options: SlotOptions = {}): SlotSpec {
  return { accepts: accepts.split("|"), ...options };
}

/** A slot with a default food, which the cook's own `also` foods can replace. */
export function def(key: string, options: SlotOptions = {}): SlotSpec {
  const { also, ...rest } = options;
  return { accepts: [key, ...(also ? also.split("|") : [])], default: key, ...rest };
}

/** A step only for dishes whose foods meet the condition ("okra:quiabo"). */
export function when(condition: Condition, step: StepSpec): StepSpec {
  return typeof step === "string" ? { i: step, a: step, when: condition } : { ...step, when: condition };
}

/** A tip only for dishes whose foods meet the condition. */
export function tipIf(condition: Condition, text: string): TipSpec {
  return { when: condition, text };
}

/** A step only the avançado version has. */
export function adv(text: string): StepSpec {
  return { a: text };
}

/** A simpler step for iniciante and intermediário, a more technical one for avançado. */
export function alt(simple: string, advanced: string): StepSpec {
  return { i: simple, a: advanced };
}

/** A step iniciante and intermediário get; avançado has its own elsewhere. */
export function basic(text: string): StepSpec {
  return { i: text };
}

/** A step intermediário and avançado get, iniciante skips. */
export function notBeginner(text: string): StepSpec {
  return { m: text, a: text };
}

const FATS = "azeite|oleo|manteiga|margarina|banha|oleo_de_coco";

export const ONION = { onion: def("cebola", { also: "cebola_roxa|alho_poro" }) };
export const GARLIC = { garlic: def("alho") };
export const FAT = { fat: def("azeite", { also: FATS, max: 2 }) };
export const OIL = { fat: def("oleo", { also: FATS, max: 2 }) };
export const BUTTER = { fat: def("manteiga", { also: "margarina|oleo_de_coco|azeite|oleo", factor: 0.5 }) };
export const SEASON = { salt: def("sal"), pepper: def("pimenta_do_reino") };
export const SALT = { salt: def("sal") };
/** A sweet that takes the cook's salt when given (a mingau, a cake batter); none is bought for it. */
export const PINCH_OF_SALT = { salt: opt("sal") };
/** Spices go in while cooking ({spice}), fresh and dried herbs at the end ({herb}). */
export const HERBS = {
  spice: opt("@spice", { max: 3, group: "especiarias" }),
  herb: opt("@herb", { max: 3, group: "ervas" }),
};
/** HERBS for a dish that simmers: louro may go in with the spices, to be taken out before serving. */
export const SIMMER_HERBS = {
  spice: opt("@spice|louro", { max: 3, group: "especiarias" }),
  herb: HERBS.herb,
};
export const WATER = {
  water: def("agua", { also: "caldo_de_legumes|caldo_de_galinha|caldo_de_carne", factor: 2 }),
};

/** Onion, garlic, fat, salt and pepper: the Brazilian refogado base. */
export const REFOGADO = { ...ONION, ...GARLIC, ...FAT, ...SEASON };

const VEG = "@vegetable|-#aromatic|-#pickle";

export function veg(max = 4, options: SlotOptions = {}): { veg: SlotSpec } {
  return { veg: opt(VEG, { max, group: "legumes", ...options }) };
}

/** Vegetables a dish cooks briefly: alface and pepino are eaten raw; agrião and rúcula wilt well. */
export function cookedVeg(max = 4, options: SlotOptions = {}): { veg: SlotSpec } {
  return { veg: opt(`${VEG}|-alface|-pepino`, { max, group: "legumes", ...options }) };
}

/** Vegetables a dish simmers 15 minutes or more: greens would go limp and grey, so they get a dish of their own. */
export function stewVeg(max = 4, options: SlotOptions = {}): { veg: SlotSpec } {
  return {
    veg: opt(`${VEG}|-#salad-leaf|-#leafy|-pepino`, {
      max,
      group: "legumes",
      stewCut: "em rodelas",
      ...options,
    }),
  };
}

export const SAUTE: StepSpec = alt(
  "Aqueça {o fat} em uma panela e refogue {o onion+garlic} até murchar.",
  "Aqueça {o fat} em fogo médio e sue {o onion+garlic} por 3 minutos, sem deixar dourar.",
);
/** The refogado base, with a meat browned first in the same hot fat when the dish has one. */
export const SAUTE_WITH = (slot: string): StepSpec =>
  alt(
    `Aqueça {o fat} em uma panela[, doure {o ${slot}}] e refogue {o onion+garlic} até murchar.`,
    // Browning wants a high flame and sweating a low one: the flame is turned down between them.
    `Em fogo médio, aqueça {o fat}[ e doure {o ${slot}}; abaixe o fogo] e sue {o onion+garlic} por 3 minutos, sem deixar dourar.`,
  );
export const SEAR = (slot = "main"): StepSpec =>
  alt(
    // The fat is heated first: browning in a cold, dry pan steams the meat instead.
    `Aqueça {o fat} em uma panela grande e doure {o ${slot}} aos poucos, virando de vez em quando.`,
    // No "seque bem" here: many dishes season the meat in an earlier step, and paper towel would take it off.
    `Aqueça {o fat} em panela bem quente e sele {o ${slot}} em porções, sem mexer, até formar uma crosta dourada.`,
  );
/**
 * Browns the meat, then makes the refogado in the same pan and fat with the meat still in it: the fat is
 * heated once, and the cook is told where the meat is.
 */
export const SEAR_AND_SAUTE = (slot = "main"): StepSpec[] => [
  SEAR(slot),
  alt(
    `Junte {o onion+garlic} à panela com {o ${slot}} e refogue até murchar.`,
    `Abaixe o fogo e, na gordura que ficou, sue {o onion+garlic} com {o ${slot}} por 3 minutos, sem deixar dourar.`,
  ),
];
/** Browns the meat and sets it aside while the refogado is made in its fat; the dish returns it later. */
export const SEAR_SET_ASIDE = (slot = "main"): StepSpec[] => [
  SEAR(slot),
  alt(
    `Retire {o ${slot}} da panela e reserve. Na mesma panela, refogue {o onion+garlic} até murchar.`,
    `Retire {o ${slot}} e reserve. Abaixe o fogo e, na gordura que ficou, sue {o onion+garlic} por 3 minutos, sem deixar dourar.`,
  ),
];
export const DEGLAZE: StepSpec = adv(
  "Deglaceie o fundo da panela com um pouco {do water}, raspando os resíduos dourados com uma colher de pau.",
);
// Not "destampe": not every dish that reduces its sauce covered the pan first.
export const REDUCE: StepSpec = adv(
  "Deixe o molho reduzir sem tampa, em fogo baixo, até encorpar e ganhar brilho.",
);
export const SPICE_IN: StepSpec = "Junte {o spice} e mexa por 1 minuto para perfumar.";
export const HERB_FINISH: StepSpec = "Finalize com {o herb} e sirva em seguida.";
/** Herbs of a dish whose last step serves it with something: they go on first, serving ends the recipe. */
export const HERB_ON_TOP: StepSpec = "[Salpique {o herb} por cima.]";
export const TASTE: StepSpec = alt(
  "Prove e acerte o sal antes de servir.",
  "Prove e ajuste o ponto do sal e da acidez antes de servir.",
);

/** Wet and dry base of a Brazilian blender cake (bolo de liquidificador), for 10 slices. */
export const CAKE_BASE = {
  egg: def("ovo", { qty: [3, "un"] }),
  sugar: def("acucar", {
    also: "acucar_mascavo|adocante_culinario|acucar_de_confeiteiro|melado|mel",
    qty: [1.5, "xic"],
  }),
  oil: def("oleo", { also: "manteiga|margarina|oleo_de_coco", qty: [0.5, "xic"] }),
  flour: def("farinha_de_trigo", {
    also: "farinha_de_trigo_integral|farinha_de_arroz|aveia",
    qty: [2, "xic"],
    max: 2,
  }),
  // Bicarbonato rises four times as hard as fermento: a teaspoon, not a tablespoon.
  leaven: def("fermento_quimico", {
    also: "bicarbonato_de_sodio",
    qty: [1, "cs"],
    qtyOf: { bicarbonato_de_sodio: [1, "cc"] },
  }),
};
/** Bicarbonato rises only with an acid: a cake made with it says where the acid comes from. */
export const BICARB_TIP: TipSpec = tipIf(
  "leaven:bicarbonato_de_sodio",
  "Bicarbonato só cresce com acidez: use iogurte no lugar do leite ou junte 1 colher (sopa) de vinagre ao leite.",
);
export const CAKE_MILK = {
  // A caixinha of creme de leite is about a cup: it stands in for the milk and makes the crumb moister.
  milk: def("leite", {
    also: "leite_vegetal|iogurte|iogurte_vegetal|leite_de_coco|creme_de_leite",
    qty: [1, "xic"],
    qtyOf: { creme_de_leite: [1, "cx"] },
  }),
};
export const WARM_SPICE = {
  // Whole cravos perfume a calda, not a batter: they would be bitten into.
  spice: opt("canela|noz_moscada|gengibre|essencia_de_baunilha|erva_doce_em_grao", {
    max: 2,
    qty: [1, "cc"],
  }),
};
export const CAKE_STEPS = {
  oven: alt(
    // The pan is greased with the cake's own fat and flour, so nothing unlisted is needed.
    "Preaqueça o forno a 180 °C e unte uma forma com um pouco {do oil} e {do flour}.",
    "Preaqueça o forno a 180 °C, unte a forma com um pouco {do oil} e polvilhe {o flour}, batendo o excesso.",
  ),
  bake: alt(
    "Asse por cerca de 40 minutos, até que um palito enfiado no centro saia limpo.",
    "Asse por 35 a 40 minutos sem abrir o forno na primeira meia hora; confira o ponto com um palito, que deve sair limpo.",
  ),
  cool: alt(
    "Espere amornar antes de desenformar.",
    "Deixe descansar 10 minutos na forma e desenforme sobre uma grade para não suar.",
  ),
};
/** Sweets cooked in a pan until they pull from the bottom (brigadeiro, beijinho, doce de leite). */
export const PAN_POINT = alt(
  "Cozinhe em fogo baixo, mexendo sem parar, até desgrudar do fundo da panela.",
  "Cozinhe em fogo baixo, mexendo sem parar com espátula, até atingir o ponto de enrolar: a massa desgruda do fundo e, ao inclinar a panela, escorre em bloco.",
);
