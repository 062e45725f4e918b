import type { SlotSpec, StepSpec } from "./dish-types.ts";

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
/** Spices go in while cooking ({spice}), fresh and dried herbs at the end ({herb}). */
export const HERBS = {
  spice: opt("@spice", { max: 3, group: "especiarias" }),
  herb: opt("@herb", { max: 3, group: "ervas" }),
};
export const WATER = {
  water: def("agua", { also: "caldo_de_legumes|caldo_de_galinha|caldo_de_carne", factor: 2 }),
};

/** Onion, garlic, fat, salt and pepper: the Brazilian refogado base. */
export const REFOGADO = { ...ONION, ...GARLIC, ...FAT, ...SEASON };

export function veg(max = 4, options: SlotOptions = {}): { veg: SlotSpec } {
  return { veg: opt("@vegetable|-#aromatic|-#pickle", { max, group: "legumes", ...options }) };
}

export const SAUTE: StepSpec = alt(
  "Aqueça {o fat} em uma panela e refogue {o onion+garlic} até murchar.",
  "Aqueça {o fat} em fogo médio e sue {o onion+garlic} por 3 minutos, sem deixar dourar.",
);
export const SEAR = (slot = "main"): StepSpec =>
  alt(
    // The fat is heated first: browning in a cold, dry pan steams the meat instead.
    `Aqueça {o fat} em uma panela grande e doure {o ${slot}} aos poucos, virando de vez em quando.`,
    `Seque bem {o ${slot}} com papel-toalha e sele em panela bem quente, em porções, sem mexer, até formar uma crosta dourada.`,
  );
export const DEGLAZE: StepSpec = adv(
  "Deglaceie o fundo da panela com um pouco {do water}, raspando os resíduos dourados com uma colher de pau.",
);
export const REDUCE: StepSpec = adv(
  "Destampe e deixe o molho reduzir em fogo baixo até encorpar e ganhar brilho.",
);
export const SPICE_IN: StepSpec = "Junte {o spice} e mexa por 1 minuto para perfumar.";
export const HERB_FINISH: StepSpec = "Finalize com {o herb} e sirva em seguida.";
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
  leaven: def("fermento_quimico", { also: "bicarbonato_de_sodio", qty: [1, "cs"] }),
};
export const CAKE_MILK = {
  milk: def("leite", { also: "leite_vegetal|iogurte|iogurte_vegetal|leite_de_coco", qty: [1, "xic"] }),
};
export const WARM_SPICE = {
  spice: opt("canela|cravo_da_india|noz_moscada|gengibre|essencia_de_baunilha|erva_doce_em_grao", { max: 2 }),
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
