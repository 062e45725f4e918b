import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

// Raw mandioca is hard and fibrous: it is boiled before any oven, or the roast ends with it still raw.
const RAW_CASSAVA_FIRST = (slot: string) =>
  k.when(
    `${slot}:mandioca`,
    `Cozinhe {o ${slot}?mandioca} em água com sal por 20 minutos, até ficar quase macia, e escorra bem.`,
  );
const FIRM_ROOTS = "#potato|batata_doce|mandioca|mandioquinha|inhame|cenoura|beterraba|abobora";

export const ASSADO_DISHES: readonly DishTemplate[] = [
  {
    id: "lombo-assado",
    category: "assados",
    flavour: "savory",
    title: "{main} assad{~main}[ com {fruit}]",
    ref: "um {main} assad{~main}",
    description:
      "{main} assad{~main} devagar, dourado por fora e suculento, perfeito para o almoço de domingo.",
    minutes: [60, 75, 110],
    servings: 4,
    slots: {
      main: k.need("lombo_suino|pernil|costelinha_suina|#pork|picanha|cordeiro|peru|-#cured|-#sausage", {
        prep: "em peça",
      }),
      fruit: k.opt("abacaxi|laranja|maca|ameixa|manga|maracuja"),
      acid: k.def("limao", { also: "vinagre|vinho_branco|cerveja|cachaca", factor: 0.5 }),
      sauce: k.opt("mostarda|mel|shoyu|molho_ingles|melado", { max: 2 }),
      carb: k.opt("batata|#potato|mandioca|batata_doce", { max: 2 }),
      ...k.GARLIC,
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      k.alt(
        "Tempere {o main} com {garlic}, {salt}, {pepper}[, {o sauce}] e {o suco acid}.",
        "Marine {o main} com {garlic}, {salt}, {pepper}[, {o sauce}] e {o suco acid} por uma noite na geladeira.",
      ),
      "Preaqueça o forno a 200 °C.",
      k.adv("Sele a peça por todos os lados em panela bem quente com {o fat} antes de levar ao forno."),
      "Coloque {o main} em uma assadeira[ com {o carb+fruit}][, polvilhe {o spice}] e regue com {o fat}.",
      k.alt(
        "Cubra com papel-alumínio e asse por 50 minutos; retire o papel e doure por mais 20 minutos.",
        "Cubra com papel-alumínio e asse por 45 minutos; descubra e regue com os sucos da assadeira a cada 10 minutos até atingir 65 °C no centro.",
      ),
      k.adv(
        "Deixe a carne descansar 10 minutos antes de fatiar e reduza os sucos da assadeira numa panela até virar molho.",
      ),
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        "main:#pork",
        "Carne de porco pede cozimento completo, mas sem passar: use um termômetro se tiver.",
      ),
      k.tipIf(
        "main:peru|picanha|cordeiro",
        "Deixe a carne descansar 10 minutos antes de fatiar, para o suco não escorrer.",
      ),
    ],
    subs: ["Troque o limão por suco de laranja para um assado mais adocicado."],
  },
  {
    id: "batata-rustica",
    category: "assados",
    flavour: "savory",
    title: "{main} rústic{~main} assad{~main}",
    ref: "um prato de {main} rústic{~main}",
    description: "{main} assad{~main} com casca e {garlic+herb}, de pele crocante e miolo macio.",
    minutes: [40, 45, 60],
    slots: {
      main: k.need("batata|batata_doce|mandioca|mandioquinha|inhame|abobora|banana_da_terra", {
        factor: 1.5,
        prep: "em gomos",
      }),
      cheese: k.opt("parmesao|queijo_coalho|#cheese"),
      // Crushed, the garlic clings to the gomos; the list says so, as the step does not.
      garlic: k.def("alho", { prep: "amassado" }),
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      k.alt("Preaqueça o forno a 200 °C.", "Preaqueça o forno a 220 °C e aqueça a assadeira vazia junto."),
      k.when(
        "main:*|-mandioca",
        k.adv(
          "Branqueie {o main} em água fervente com sal por 5 minutos e escorra bem, deixando secar o vapor.",
        ),
      ),
      RAW_CASSAVA_FIRST("main"),
      "Misture {o main} com {o fat}, {o garlic}, {salt+pepper+spice}.",
      "Espalhe em uma assadeira sem amontoar e asse por 35 minutos, virando na metade.",
      "[Nos últimos 5 minutos, polvilhe {o cheese}.]",
      k.HERB_FINISH,
    ],
    tips: ["Sem amontoar: pedaços encostados soltam vapor e não douram."],
    subs: ["Batata-doce fica ótima do mesmo jeito, só assa um pouco mais rápido."],
  },
  {
    id: "legumes-assados",
    ceiling: "iniciante",
    category: "assados",
    flavour: "savory",
    title: "{veg} assad{~veg}[ com {tofu+cheese}]",
    names: ["legumes assados"],
    ref: "uma assadeira de legumes",
    description: "{veg} assad{~veg} com {fat}[ e {herb}], acompanhamento que combina com tudo.",
    minutes: [35, 40, 55],
    slots: {
      // Garlic has its own place in the mix; a tray of garlic alone is not a dish of legumes.
      // Leaves burn and cucumber turns to water in a hot oven.
      veg: k.need("@vegetable|#potato|batata_doce|mandioca|-#pickle|-alho|-#leafy|-#salad-leaf|-pepino", {
        max: 6,
        group: "legumes",
        factor: 1.3,
        prep: "em pedaços",
      }),
      // Tofu browns in the oven's 20 minutes; a cheese only melts in its last 5.
      tofu: k.opt("tofu", { prep: "em cubos" }),
      cheese: k.opt("#cheese|ricota", { max: 2 }),
      nut: k.opt("@nut", { max: 2 }),
      ...k.GARLIC,
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Preaqueça o forno a 200 °C.",
      RAW_CASSAVA_FIRST("veg"),
      "Misture {o veg} com {o fat}[, {o garlic}], {salt+pepper+spice}.",
      // Roots take twice as long as abobrinha or tomate: they go in first, the tender ones join them.
      k.when(`veg:${FIRM_ROOTS}`, `Espalhe {o veg?${FIRM_ROOTS}} em uma assadeira e asse por 20 minutos.`),
      k.when(
        `veg:${FIRM_ROOTS}`,
        `[Junte {o veg!${FIRM_ROOTS}} à assadeira, ]mexa e asse por mais 20 minutos, até as bordas caramelizarem.`,
      ),
      k.when(
        `!veg:${FIRM_ROOTS}`,
        k.alt(
          "Espalhe em uma assadeira e asse por 20 minutos, mexendo na metade.",
          "Distribua em camada única, sem amontoar, e asse por 20 a 25 minutos, até as bordas caramelizarem.",
        ),
      ),
      "[Junte {o tofu}, mexa e asse por mais 20 minutos, até dourar.]",
      "[Polvilhe {o cheese} e volte ao forno por 5 minutos.]",
      "[Finalize com {o nut} por cima.]",
      k.HERB_FINISH,
    ],
    tips: ["Corte tudo em pedaços do mesmo tamanho, para assar por igual."],
    subs: ["Qualquer legume da geladeira entra: é um ótimo jeito de evitar desperdício."],
  },
  {
    id: "berinjela-parmegiana",
    category: "assados",
    flavour: "savory",
    title: "{main} à parmegiana",
    ref: "uma parmegiana de {main}",
    description: "Camadas de {main} com molho de tomate e queijo gratinado.",
    minutes: [45, 55, 70],
    slots: {
      main: k.need("berinjela|abobrinha|chuchu", { factor: 2, prep: "em fatias" }),
      sauce: k.def("molho_de_tomate", { also: "tomate|tomate_pelado|extrato_de_tomate", factor: 2 }),
      cheese: k.def("mucarela", { also: "#cheese", max: 2, prep: "fatiado" }),
      ham: k.opt("presunto|peito_de_peru"),
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      k.alt(
        "Tempere {o main} com {salt} e {pepper} e grelhe com {o fat} até dourar.",
        "Polvilhe {o main} com {salt} e deixe 20 minutos para soltar o amargor; seque, tempere com {pepper} e sele em frigideira com {o fat}.",
      ),
      "Em um refratário, faça camadas de {sauce}, {main}[, {ham}] e {cheese}.",
      "Termine com molho e queijo[ e polvilhe {o spice}].",
      k.alt(
        "Asse a 200 °C por 20 minutos.",
        "Gratine a 220 °C por 15 a 20 minutos, até o queijo borbulhar e dourar.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Grelhar as fatias antes evita que a parmegiana fique aguada."],
    subs: ["Abobrinha em fatias faz uma versão mais leve."],
  },
  {
    id: "costelinha-assada",
    category: "assados",
    flavour: "savory",
    title: "{main} assad{~main} com molho barbecue caseiro",
    ref: "{o main} assad{~main}",
    description: "{main} assad{~main} lentamente com um molho caseiro agridoce.",
    minutes: [90, 110, 150],
    servings: 4,
    slots: {
      main: k.need("costelinha_suina|costela_bovina|pernil|#stew|-#beef"),
      sauce: k.def("ketchup", { also: "extrato_de_tomate|molho_de_tomate", factor: 2 }),
      sweet: k.opt("mel|melado|acucar_mascavo|goiabada|abacaxi|laranja"),
      acid: k.def("vinagre", { also: "limao|cerveja|cachaca" }),
      seasoning: k.opt("mostarda|molho_ingles|shoyu", { max: 2 }),
      ...k.GARLIC,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Tempere {o main} com {garlic}, {salt+pepper+spice}.",
      k.alt(
        "Embrulhe em papel-alumínio e asse a 180 °C por 1 hora.",
        "Embrulhe em papel-alumínio e asse a 150 °C por 2 horas, até a carne soltar do osso.",
      ),
      // The sauce is made while the meat bakes, so it comes after the oven step and before the glaze.
      k.alt(
        "Enquanto a carne assa, misture {o sauce+acid+sweet+seasoning} numa panelinha e ferva por 3 minutos.",
        "Enquanto a carne assa, ferva {o sauce+acid+sweet+seasoning} numa panelinha até o molho reduzir, grosso e brilhante, no ponto de pincelar.",
      ),
      "Abra o papel, pincele o molho e volte ao forno a 220 °C por 15 minutos para caramelizar.",
      k.HERB_FINISH,
    ],
    tips: ["O papel-alumínio cozinha no vapor e deixa {o main} maci{~main} antes de dourar."],
    subs: ["Sem ketchup, use extrato de tomate com uma colher de açúcar mascavo."],
  },
  {
    id: "quibe-assado",
    category: "assados",
    flavour: "savory",
    title: "Quibe assado[ recheado com {filling}]",
    ref: "um quibe assado",
    description:
      "Quibe de forno com {main} e {wheat}, temperado com {mint}, do jeito que os árabes ensinaram ao Brasil.",
    minutes: [45, 55, 70],
    servings: 6,
    slots: {
      main: k.need("carne_moida|proteina_de_soja|abobora"),
      wheat: k.def("trigo_para_quibe", { also: "quinoa|cuscuz_marroquino", factor: 0.8 }),
      filling: k.opt("#cheese|ricota|queijo_cremoso|requeijao|iogurte"),
      mint: k.def("hortela", { also: "@herb", max: 2 }),
      ...k.ONION,
      ...k.FAT,
      ...k.SEASON,
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      "Hidrate {o wheat} em água morna por 30 minutos e esprema bem.",
      "Misture {o main} com {o wheat}, {o onion}, {o mint}, {salt+pepper+spice}.",
      k.adv("Sove a massa por 3 minutos para dar liga e ficar homogênea."),
      "Espalhe metade em uma forma untada[, cubra com {o filling}] e feche com o restante.",
      "Corte losangos na superfície e regue com {o fat}.",
      k.alt(
        "Asse a 200 °C por 35 minutos.",
        "Asse a 200 °C até as bordas dourarem e a superfície formar crosta, cerca de 35 minutos.",
      ),
    ],
    tips: ["Regar com azeite antes de assar evita que o quibe resseque."],
    subs: ["Para uma versão vegetariana, use abóbora cozida e amassada no lugar da carne."],
  },
];
