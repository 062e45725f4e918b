import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

export const REFOGADO_DISHES: readonly DishTemplate[] = [
  {
    id: "verdura-refogada",
    ceiling: "intermediario",
    category: "refogados",
    flavour: "savory",
    title: "{green} refogad{~green} no alho",
    ref: "um refogado de {green}",
    description: "{green} refogad{~green} rapidinho no alho, acompanhamento de arroz e feijão.",
    minutes: [10, 12, 18],
    slots: {
      green: k.need("#leafy|repolho|acelga", { max: 2, factor: 2 }),
      meat: k.opt("bacon|calabresa|#cured"),
      garlic: k.def("alho", { factor: 1.5, prep: "fatiado" }),
      ...k.FAT,
      ...k.SALT,
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      "Aqueça {o fat} em uma frigideira grande[ e doure {o meat}].",
      k.alt(
        "Junte {o garlic} e doure por 1 minuto.",
        "Junte {o garlic} e doure em fogo médio até ficar dourado-claro, sem amargar.",
      ),
      k.alt(
        "Junte {o green} e mexa por 2 minutos, só até murchar.",
        "Junte {o green} em fogo alto e salteie por 1 minuto, mantendo o verde vivo.",
      ),
      "Tempere com {salt+spice} e sirva na hora.",
    ],
    tips: ["Verdura passa do ponto em segundos: tire do fogo ainda verde."],
    subs: ["Couve, espinafre, acelga e mostarda funcionam igual."],
  },
  {
    id: "legume-refogado",
    ceiling: "intermediario",
    category: "refogados",
    flavour: "savory",
    title: "{main} refogad{~main}[ com {tomato}]",
    ref: "um refogado de {main}",
    description: "{main} refogad{~main}[ com {tomato+herb}], simples e caseir{~main}.",
    minutes: [20, 25, 35],
    slots: {
      main: k.need(
        "chuchu|abobrinha|abobora|berinjela|quiabo|vagem|maxixe|jilo|cenoura|couve_flor|brocolis|pimentao|cogumelo|palmito|nabo|beterraba|ervilha|milho|aspargo|couve_de_bruxelas|erva_doce|broto_de_feijao|pequi",
        { max: 3, factor: 1.5, group: "legumes" },
      ),
      tomato: k.opt("tomate|molho_de_tomate"),
      meat: k.opt("carne_moida|#cured|linguica|calabresa"),
      // Shrimp toughens and eggs dry out in the vegetables' 10 minutes: both go in at the end.
      shrimp: k.opt("camarao"),
      egg: k.opt("ovo"),
      ...k.REFOGADO,
      herb: k.def("cheiro_verde", { also: "@herb", max: 3 }),
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      k.SAUTE_WITH("meat"),
      "Junte {o main}[ e {o tomato}] e tempere com {salt+pepper+spice}.",
      // Vegetables simmering in tomato cannot brown: the avançado dries the sauce instead.
      k.when(
        "!tomato:*",
        k.alt(
          "Tampe e cozinhe em fogo baixo por 10 minutos, até amaciar.",
          "Cozinhe destampado em fogo médio, mexendo pouco, até amaciar e dourar levemente, sem soltar água.",
        ),
      ),
      k.when(
        "tomato:*",
        k.alt(
          "Tampe e cozinhe em fogo baixo por 10 minutos, até amaciar.",
          "Cozinhe destampado em fogo médio, mexendo pouco, até amaciar e o molho encorpar e envolver os legumes.",
        ),
      ),
      "[Junte {o shrimp} e cozinhe por 3 minutos, só até ficar rosado.]",
      "[Abra um espaço no centro da panela, junte {o egg} batid{~egg} e mexa em fogo baixo até firmar.]",
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        "main:chuchu|abobrinha|maxixe|berinjela",
        "Legumes aguados como {o main} soltam água: cozinhe com a tampa entreaberta.",
      ),
      k.tipIf("main:quiabo", "Quiabo seco antes de cortar baba menos."),
    ],
    subs: ["Um ovo mexido no final transforma o refogado num prato completo."],
  },
  {
    id: "legumes-salteados",
    category: "refogados",
    flavour: "savory",
    title: "{veg} saltead{~veg}[ com {sauce}]",
    names: ["legumes salteados"],
    ref: "um salteado de legumes",
    description: "{veg} saltead{~veg} em fogo alto: cor viva e textura crocante.",
    minutes: [15, 18, 25],
    slots: {
      ...k.cookedVeg(6, { need: true, prep: "em tiras" }),
      sauce: k.opt("shoyu|shoyu_sem_gluten|molho_ingles|mel|vinagre"),
      nut: k.opt("@nut", { max: 2 }),
      protein: k.opt("tofu|frango|camarao|carne_bovina"),
      ...k.GARLIC,
      ...k.OIL,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      k.alt(
        "Aqueça {o fat} em uma frigideira grande ou wok.",
        "Aqueça a panela até fumegar e junte {o fat}.",
      ),
      "[Salteie {o protein} até dourar e reserve.]",
      k.alt("Refogue {o garlic} por 30 segundos.", "Junte {o garlic} e mexa por 20 segundos."),
      k.alt(
        "Junte {o veg} e salteie em fogo alto por 5 minutos.",
        "Junte {o veg} começando pelos mais firmes; branqueie antes os mais duros, se quiser, e salteie sem parar por 4 minutos.",
      ),
      "Tempere com {salt+pepper+sauce+spice}.",
      "[Volte {o protein} à panela.]",
      "[Finalize com {o nut}.]",
      k.HERB_FINISH,
    ],
    tips: ["Panela cheia demais cozinha no vapor: salteie em duas levas."],
    subs: ["Shoyu sem glúten serve para quem evita trigo."],
  },
  {
    id: "pure",
    category: "refogados",
    flavour: "savory",
    title: "Purê de {main}",
    ref: "um purê de {main}",
    description: "Purê cremoso de {main}, acompanhamento que agrada a todos.",
    minutes: [30, 35, 45],
    slots: {
      main: k.need(
        "batata|mandioquinha|mandioca|batata_doce|abobora|inhame|couve_flor|cenoura|banana_da_terra",
        { factor: 1.5, max: 2 },
      ),
      milk: k.def("leite", { also: "creme_de_leite|leite_vegetal|requeijao|leite_de_coco|queijo_cremoso" }),
      cheese: k.opt("#cheese"),
      ...k.BUTTER,
      nutmeg: k.opt("noz_moscada"),
      ...k.SALT,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      k.alt(
        "Cozinhe {o main} em água com sal até ficar{^main} bem maci{~main}.",
        "Cozinhe {o main} partindo de água fria salgada até ficar{^main} bem maci{~main} e deixe secar o vapor por 2 minutos.",
      ),
      "Amasse ainda quente com um espremedor.",
      k.alt(
        "Volte ao fogo com {o fat} e {o milk}, mexendo até ficar cremoso.",
        "Incorpore {o fat} gelad{~fat}; aqueça {o milk} à parte e junte aos poucos, emulsionando com uma espátula até ficar liso e brilhante.",
      ),
      "Tempere com {salt+nutmeg+cheese}.",
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        "main:batata|#potato|mandioca|mandioquinha|inhame|batata_doce",
        "Não use liquidificador: {o main} fica elástic{~main}.",
      ),
    ],
    subs: [k.tipIf("fat:manteiga|manteiga_sem_sal", "Azeite no lugar da manteiga faz um purê sem lactose.")],
  },
  {
    id: "mandioca-frita",
    category: "refogados",
    flavour: "savory",
    title: "{main} frit{~main}",
    ref: "uma porção de {main} frit{~main}",
    description: "{main} cozid{~main} e frit{~main}, crocante por fora e macia por dentro.",
    minutes: [35, 40, 55],
    slots: {
      main: k.need("mandioca|batata|batata_doce|inhame|banana_da_terra|queijo_coalho", {
        factor: 1.5,
        prep: "em palitos",
      }),
      ...k.OIL,
      ...k.SALT,
      cheese: k.opt("parmesao"),
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      k.alt(
        "Cozinhe {o main} em água com sal até ficar macia, sem desmanchar, e escorra.",
        "Cozinhe {o main} até ficar{^main} maci{~main}, escorra e deixe esfriar completamente na geladeira: a superfície seca garante crocância.",
      ),
      k.alt(
        "Frite {no fat} quente até dourar e escorra em papel-toalha.",
        "Frite {no fat} em duas etapas: a 160 °C para cozinhar e a 190 °C para dourar; escorra sobre uma grade.",
      ),
      "Salpique {salt}[ e {o cheese}] na hora.",
      k.HERB_FINISH,
    ],
    tips: ["Pode assar a 220 °C com um fio de óleo para uma versão sem fritura."],
    subs: ["Batata-doce frita é uma ótima alternativa."],
  },
  {
    id: "polenta",
    category: "refogados",
    flavour: "savory",
    title: "Polenta cremosa[ com {meat+topping}]",
    ref: "uma polenta",
    description: "Polenta mole de fubá, cremosa[, com cobertura de {meat+topping}].",
    minutes: [30, 35, 50],
    slots: {
      // Polenta is fubá: flocão makes a cuscuz and corn kernels a curau, neither a polenta.
      corn: k.need("fuba", { default: "fuba", factor: 1.2 }),
      // Meats and mushrooms are browned while the polenta cooks; the rest goes on as it is.
      meat: k.opt("carne_moida|linguica|frango|cogumelo", { max: 2 }),
      topping: k.opt("molho_de_tomate|#cheese|#leafy|tomate", { max: 2 }),
      cheese: k.opt("parmesao|requeijao"),
      ...k.BUTTER,
      ...k.SALT,
      water: k.def("agua", { also: "caldo_de_legumes|caldo_de_galinha|leite", factor: 4 }),
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      "Dissolva {o corn} {no water} fri{~water} com {salt}.",
      k.alt(
        "Leve ao fogo mexendo sempre por 25 minutos, até engrossar.",
        "Cozinhe em fogo baixo por 40 minutos, mexendo com batedor de arame, até a polenta perder o gosto cru e atingir o ponto cremoso.",
      ),
      "[Enquanto isso, doure {o meat} numa frigideira com um pouco {do fat}, até cozinhar.]",
      "Finalize com {o fat}[ e {o cheese}].",
      k.HERB_ON_TOP,
      "[Sirva com {o meat+topping} por cima.]",
    ],
    tips: ["Fubá dissolvido em água fria não empelota."],
    subs: ["A sobra fica firme: corte em palitos e frite."],
  },
];
