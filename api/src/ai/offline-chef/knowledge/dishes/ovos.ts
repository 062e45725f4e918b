import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const FILLINGS =
  "@vegetable|#cheese|#ham|#cured|#sausage|atum|sardinha|frango|carne_moida|milho|ervilha|-#aromatic|-pepino|-alface";

/** Boiled eggs served on a plate with a side, for hen's and quail eggs alike. */
const EGG_PLATE = {
  // What goes on the plate raw; potatoes and yams are boiled first.
  side: k.need("#raw-ok|abacate|-#aromatic", { default: "tomate", max: 3, group: "salada", prep: "picado" }),
  tuber: k.opt("#potato", { prep: "em cubos" }),
  acid: k.opt("limao|vinagre"),
  ...k.FAT,
  ...k.SEASON,
  herb: k.opt("@herb", { max: 2 }),
};
const EGG_PLATE_STEPS = [
  "[Cozinhe {o tuber} em água com sal por 15 minutos, até amaciar, e escorra.]",
  "Arrume com {o side+tuber} em um prato.",
  "Tempere com {o fat}, {salt+pepper+acid}.",
  k.HERB_FINISH,
];

export const OVO_DISHES: readonly DishTemplate[] = [
  {
    id: "ovos-mexidos",
    category: "ovos",
    flavour: "savory",
    title: "Ovos mexidos cremosos[ com {extra}]",
    ref: "uns ovos mexidos",
    description: "Ovos mexidos macios e cremosos, prontos em poucos minutos.",
    minutes: [10, 12, 18],
    slots: {
      main: k.need("ovo", { default: "ovo" }),
      extra: k.opt(FILLINGS, { max: 3, group: "recheio", prep: "picado" }),
      dairy: k.opt("leite|requeijao|creme_de_leite|queijo_cremoso|nata|leite_vegetal"),
      bread: k.opt("pao_frances|pao_de_forma|torrada|pao_sem_gluten|pao_sirio"),
      ...k.BUTTER,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Bata levemente {o main} com {salt}[ e {o dairy}].",
      "[Refogue {o extra} {no fat} até dourar.]",
      k.alt(
        "Derreta {o fat} em fogo baixo, junte {o main} e mexa devagar até firmar.",
        "Em fogo mínimo, mexa {o main} sem parar com espátula, tirando do fogo a cada 20 segundos, até o ponto cremoso e brilhante; a emulsão com {o fat} é o que dá a textura.",
      ),
      "Tempere com {pepper+spice}[, junte {o herb}] e tire do fogo ainda úmidos.",
      "Sirva com {o bread}.",
    ],
    tips: ["Desligue o fogo antes de parecer pronto: o calor residual termina o cozimento."],
    subs: [k.tipIf("dairy:leite", "Requeijão no lugar do leite deixa os ovos ainda mais cremosos.")],
  },
  {
    id: "omelete",
    category: "ovos",
    flavour: "savory",
    title: "Omelete[ de {extra}]",
    ref: "uma omelete",
    description: "Omelete dourada e recheada, refeição rápida para qualquer hora.",
    minutes: [12, 15, 20],
    slots: {
      main: k.need("ovo", { default: "ovo" }),
      extra: k.opt(FILLINGS + "|#leafy|cogumelo", { max: 4, group: "legumes", prep: "picado" }),
      cheese: k.opt("#cheese|requeijao", { max: 2 }),
      ...k.BUTTER,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Bata {o main} com {salt+pepper+spice} até espumar.",
      "Aqueça {o fat} numa frigideira em fogo baixo[ e refogue {o extra} por 2 minutos, espalhando bem].",
      "Despeje os ovos batidos e cozinhe em fogo baixo até as bordas firmarem.",
      "[Espalhe {o cheese} sobre metade da omelete.]",
      k.alt(
        "Dobre ao meio e deixe mais 1 minuto.",
        "Incline a frigideira, enrole a omelete em três dobras e mantenha o centro ainda úmido, no ponto baveuse.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Frigideira antiaderente e fogo baixo: omelete não gosta de pressa."],
    subs: ["Qualquer sobra de legumes ou carne vira recheio."],
  },
  {
    id: "fritada-forno",
    category: "ovos",
    flavour: "savory",
    title: "Fritada de forno[ com {extra}]",
    ref: "uma fritada de forno",
    description: "Ovos batidos[ com {extra+cheese}], assados até ficarem fofos e dourados.",
    minutes: [30, 35, 45],
    servings: 4,
    slots: {
      main: k.need("ovo", { default: "ovo" }),
      extra: k.opt(FILLINGS + "|#potato|#leafy|cogumelo", { max: 5, group: "legumes", prep: "em cubos" }),
      cheese: k.opt("#cheese|requeijao|ricota", { max: 2 }),
      dairy: k.opt("leite|creme_de_leite|iogurte|leite_vegetal"),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      "Preaqueça o forno a 180 °C e unte um refratário.",
      k.SAUTE,
      "[Junte {o extra} e refogue por 5 minutos.]",
      "Bata {o main} com {salt+pepper+dairy+spice} e misture o refogado.",
      "Despeje no refratário[ e cubra com {o cheese}].",
      k.alt(
        "Asse por 25 minutos, até firmar.",
        "Asse por 20 a 25 minutos, até o centro firmar mas ainda tremer levemente; o calor residual termina o cozimento.",
      ),
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        "extra:@vegetable|-#pickle|-pepino|-alface",
        "Escorra bem {o extra} refogad{~extra} para a fritada não soltar água.",
      ),
    ],
    subs: ["Batata cozida em cubos transforma a fritada numa tortilha espanhola."],
  },
  {
    id: "ovos-molho-tomate",
    category: "ovos",
    flavour: "savory",
    title: "Ovos pochê no molho de tomate[ com {veg}]",
    ref: "uns ovos no molho de tomate",
    description: "Ovos cozidos direto num molho de tomate temperado, para comer com pão.",
    minutes: [20, 25, 35],
    slots: {
      main: k.need("ovo", { default: "ovo" }),
      tomato: k.def("tomate", { also: "tomate_pelado|molho_de_tomate", factor: 1.5 }),
      ...k.cookedVeg(2),
      cheese: k.opt("#cheese|iogurte"),
      bread: k.opt("pao_frances|pao_de_forma|pao_sirio|torrada|pao_sem_gluten"),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      k.SAUTE,
      "Junte {o tomato}[ e {o veg}][ e {o spice}] e cozinhe por 10 minutos, até encorpar.",
      "Tempere com {salt} e {pepper}.",
      k.adv("Deixe o molho reduzir até a colher deixar um rastro no fundo da panela."),
      "Abra covinhas no molho e quebre {o main} dentro delas.",
      k.alt(
        "Tampe e cozinhe por 5 minutos, até as claras firmarem.",
        "Tampe e cozinhe em fogo baixo por 4 minutos, até as claras firmarem e as gemas ficarem no ponto mole.",
      ),
      "[Espalhe {o cheese} por cima.]",
      k.HERB_ON_TOP,
      "Sirva com {o bread}.",
    ],
    tips: ["Use uma frigideira com tampa para os ovos cozinharem por igual."],
    subs: ["Um pouco de cominho e páprica deixa o molho no estilo do Oriente Médio."],
  },
  {
    id: "ovo-cozido-temperado",
    ceiling: "iniciante",
    category: "ovos",
    flavour: "savory",
    title: "Ovos cozidos com {side+tuber}",
    ref: "um prato de ovos cozidos",
    description: "Ovos cozidos no ponto certo, servidos com {side+tuber} e temperados na hora.",
    minutes: [15, 18, 25],
    slots: { main: k.need("ovo"), ...EGG_PLATE },
    steps: [
      k.alt(
        "Cozinhe {o main} em água fervente por 10 minutos e esfrie em água fria.",
        "Cozinhe {o main} por 8 minutos em fervura branda e dê um choque térmico em água com gelo, para a gema ficar macia e fácil de descascar.",
      ),
      "Descasque e corte ao meio.",
      ...EGG_PLATE_STEPS,
    ],
    tips: ["Ovos muito frescos são mais difíceis de descascar."],
    subs: ["Ovos de codorna cozinham em 3 minutos."],
  },
  {
    // Quail eggs are done in 3 minutes: the hen's 10 would leave them rubbery and grey.
    id: "ovo-codorna-temperado",
    ceiling: "iniciante",
    category: "ovos",
    flavour: "savory",
    title: "{main} cozid{~main} com {side+tuber}",
    ref: "um prato de ovos de codorna",
    description: "Ovos de codorna cozidos, servidos com {side+tuber} e temperados na hora.",
    minutes: [12, 15, 20],
    slots: { main: k.need("ovo_de_codorna"), ...EGG_PLATE },
    steps: [
      k.alt(
        "Cozinhe {o main} em água fervente por 3 minutos e esfrie em água fria.",
        "Cozinhe {o main} por 3 minutos em fervura branda, mexendo no primeiro minuto, e dê um choque térmico em água com gelo para a casca soltar fácil.",
      ),
      "Descasque {o main}.",
      ...EGG_PLATE_STEPS,
    ],
    tips: ["Quebre a casca toda batendo de leve na bancada antes de descascar: a película sai junto."],
    subs: ["Ovos de galinha também servem: cozinhe por 10 minutos e corte ao meio."],
  },
];
