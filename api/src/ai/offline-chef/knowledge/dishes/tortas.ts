import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const FILLING =
  "frango|#ham|#cured|#sausage|atum|sardinha|carne_moida|palmito|@vegetable|milho|ervilha|-#aromatic|-#pickle|-pepino|-alface";

export const TORTA_DISHES: readonly DishTemplate[] = [
  {
    id: "torta-liquidificador",
    ceiling: "intermediario",
    category: "tortas",
    flavour: "savory",
    title: "Torta de liquidificador de {filling}",
    ref: "uma torta de liquidificador de {filling}",
    description: "Massa batida no liquidificador com recheio de {filling}, fácil de fazer.",
    minutes: [50, 55, 70],
    servings: 8,
    slots: {
      // Two cups of flour hold about two cups of filling: two cans of tuna, not a spoonful of peas.
      filling: k.need(FILLING, {
        max: 4,
        group: "legumes",
        factor: 0.6,
        prep: "picado",
        keepCuts: ["ralado"],
      }),
      egg: k.def("ovo", { qty: [3, "un"] }),
      milk: k.def("leite", { also: "leite_vegetal|iogurte", qty: [1.5, "xic"] }),
      oil: k.def("oleo", { also: "azeite|manteiga", qty: [0.5, "xic"] }),
      flour: k.def("farinha_de_trigo", {
        also: "farinha_de_arroz|farinha_de_trigo_integral|aveia",
        qty: [2, "xic"],
      }),
      leaven: k.def("fermento_quimico", { qty: [1, "cs"] }),
      cheese: k.opt("#cheese|requeijao", { max: 2 }),
      olive: k.opt("azeitona"),
      sauce: k.opt("molho_de_tomate|extrato_de_tomate"),
      ...k.ONION,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Preaqueça o forno a 180 °C e unte uma forma com um pouco {do oil} e {do flour}.",
      "Aqueça um pouco {do oil} e refogue {o onion} e {o filling} até secar bem o líquido[, com {o sauce}]; tempere com {salt+pepper+spice}.",
      k.adv("Deixe o recheio esfriar e escorrer: recheio quente e úmido deixa a massa pesada."),
      "Bata no liquidificador {o egg}, {o milk}, {o oil}, {o flour} e uma pitada de sal.",
      "Misture {o leaven} à massa com uma colher.",
      "Despeje metade da massa, espalhe o recheio[, {o cheese}][ e {o olive}] e cubra com o resto.",
      k.alt(
        "Asse por 40 minutos, até dourar.",
        "Asse por 40 minutos e confira o ponto com um palito, que deve sair seco.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["O fermento entra por último e só misturado, nunca batido."],
    subs: [
      k.tipIf("flour:farinha_de_trigo", "Farinha de arroz no lugar da de trigo faz uma torta sem glúten."),
    ],
  },
  {
    id: "empadao",
    category: "tortas",
    flavour: "savory",
    title: "Empadão de {filling}",
    ref: "um empadão de {filling}",
    description: "Massa podre amanteigada com recheio cremoso de {filling}.",
    minutes: [70, 85, 110],
    servings: 8,
    slots: {
      filling: k.need(FILLING, { max: 4, group: "legumes", factor: 0.4 }),
      creamy: k.def("requeijao", { also: "creme_de_leite|queijo_cremoso|leite" }),
      flour: k.def("farinha_de_trigo", { also: "farinha_de_trigo_integral", qty: [3, "xic"] }),
      butter: k.def("manteiga", { also: "margarina", qty: [0.75, "xic"] }),
      egg: k.def("ovo", { qty: [2, "un"] }),
      olive: k.opt("azeitona"),
      ...k.ONION,
      ...k.GARLIC,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Misture {o flour}, {o butter}, metade {do egg} batidos e uma pitada de sal até formar uma massa que não grude nas mãos.",
      k.adv(
        "Embrulhe a massa em filme e leve à geladeira por 30 minutos: {o butter} fri{~butter} garante uma massa que esfarela.",
      ),
      "Refogue {o onion+garlic}, junte {o filling}[ e {o olive}] e tempere com {salt+pepper+spice}.",
      "Desligue e misture {o creamy}.",
      "Forre uma forma com dois terços da massa, coloque o recheio e cubra com o restante.",
      "Pincele com o ovo restante batido.",
      k.alt(
        "Asse a 180 °C por 40 minutos.",
        "Asse a 180 °C por 40 minutos, até a massa ficar dourada e firme nas bordas.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["O recheio deve estar frio ao montar."],
    subs: ["Frango, palmito e legumes são os recheios mais pedidos."],
  },
  {
    id: "quiche",
    category: "tortas",
    flavour: "savory",
    title: "Quiche de {filling}",
    ref: "uma quiche de {filling}",
    description: "Torta aberta com creme de ovos e {filling}.",
    minutes: [60, 70, 95],
    servings: 6,
    slots: {
      filling: k.need(
        "alho_poro|#leafy|#cured|#ham|cogumelo|abobrinha|brocolis|tomate|palmito|frango|atum|cebola|abobora",
        { max: 3 },
      ),
      flour: k.def("farinha_de_trigo", { also: "farinha_de_trigo_integral", qty: [1.5, "xic"] }),
      butter: k.def("manteiga", { also: "margarina", qty: [0.5, "xic"] }),
      // The filling's fat: the butter is all in the dough.
      fat: k.def("azeite", { also: "oleo", factor: 0.5 }),
      egg: k.def("ovo", { qty: [3, "un"] }),
      // Three eggs set a caixinha of cream or a cup of milk; three cups of milk would never firm.
      cream: k.def("creme_de_leite", {
        also: "leite|requeijao|iogurte",
        qty: [1, "xic"],
        qtyOf: { creme_de_leite: [1, "cx"], requeijao: [0.5, "xic"] },
      }),
      cheese: k.def("parmesao", { also: "#cheese", max: 2 }),
      nutmeg: k.opt("noz_moscada"),
      // Ice-cold water binds the dough without melting the butter: a crumbly, short crust.
      water: k.def("agua", { qty: [3, "cs"], prep: "gelada" }),
      ...k.SEASON,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      "Misture {o flour}, {o butter} e uma pitada de sal com a ponta dos dedos e junte {o water} aos poucos, só até a massa dar liga.",
      // Rested cold, the dough relaxes and the butter firms: it rolls out without shrinking in the oven.
      "Embrulhe a massa e leve à geladeira por 30 minutos.",
      "Preaqueça o forno a 180 °C.",
      "Abra a massa, forre uma forma de fundo removível e fure o fundo com um garfo.",
      k.alt(
        "Asse a massa por 15 minutos.",
        "Asse a massa às cegas, com peso por cima, por 15 minutos, para o fundo não encharcar.",
      ),
      // Florets and abóbora would stay raw in 30 minutes of custard: blanched first, they cook through.
      "[Afervente {o filling?brocolis|couve_flor|abobora} em água com sal por 3 minutos e escorra bem.]",
      "Refogue {o filling} {no fat} até secar e distribua sobre a massa.",
      "Bata {o egg} com {o cream}, {o cheese}, {salt+pepper+nutmeg} e despeje por cima.",
      k.alt(
        "Asse por 30 minutos, até firmar.",
        "Baixe o forno para 170 °C e asse por 30 a 35 minutos, até o creme firmar nas bordas e ainda tremer levemente no centro.",
      ),
      k.HERB_FINISH,
    ],
    tips: [
      "Espere a quiche firmar alguns minutos fora do forno antes de cortar: quente demais, o recheio escorre.",
    ],
    subs: ["Alho-poró com bacon é a combinação mais clássica."],
  },
  {
    id: "panqueca",
    category: "tortas",
    flavour: "savory",
    title: "Panquecas de {filling}",
    ref: "uma panqueca de {filling}",
    description: "Panquecas finas recheadas com {filling} e cobertas com molho.",
    minutes: [45, 55, 70],
    servings: 4,
    slots: {
      filling: k.need(
        "carne_moida|frango|#ham|#leafy|palmito|cogumelo|atum|ricota|#cheese|@vegetable|-#aromatic|-pepino|-alface",
        { max: 3 },
      ),
      flour: k.def("farinha_de_trigo", {
        also: "farinha_de_arroz|farinha_de_trigo_integral|aveia",
        qty: [1, "xic"],
      }),
      milk: k.def("leite", { also: "leite_vegetal", qty: [1.5, "xic"] }),
      egg: k.def("ovo", { qty: [2, "un"] }),
      sauce: k.def("molho_de_tomate", {
        also: "tomate|extrato_de_tomate|creme_de_leite|requeijao",
        factor: 2,
      }),
      cheese: k.opt("parmesao|mucarela"),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      "Bata {o flour}, {o milk}, {o egg} e uma pitada de sal até ficar liso.",
      k.adv(
        "Deixe a massa descansar 20 minutos e cozinhe cada disco até o ponto em que as bordas soltam sozinhas, para as panquecas não rasgarem.",
      ),
      "Unte uma frigideira com {o fat} e faça discos finos, virando quando soltar.",
      "Refogue {o onion+garlic} e {o filling} e tempere com {salt+pepper+spice}.",
      "Recheie e enrole as panquecas; coloque em um refratário.",
      "Cubra com {o sauce}[ e {o cheese}] e leve ao forno por 15 minutos.",
      k.HERB_FINISH,
    ],
    tips: ["A primeira panqueca quase sempre sai feia: é normal."],
    subs: ["Farinha de arroz faz panquecas sem glúten."],
  },
  {
    id: "torta-frigideira",
    category: "tortas",
    flavour: "savory",
    title: "Torta de frigideira de {filling}",
    ref: "uma torta de frigideira",
    description: "Massa rápida de frigideira recheada com {filling}, sem forno.",
    minutes: [20, 25, 35],
    slots: {
      filling: k.need(FILLING + "|#cheese", { max: 3, prep: "picado" }),
      egg: k.def("ovo"),
      flour: k.def("farinha_de_trigo", { also: "aveia|goma_de_tapioca|farinha_de_arroz" }),
      milk: k.def("leite", { also: "iogurte|leite_vegetal|requeijao" }),
      leaven: k.def("fermento_quimico"),
      ...k.OIL,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Misture {o egg}, {o milk}, {o flour}, {salt+pepper+spice}.",
      "Junte {o leaven} e {o filling}.",
      "Unte uma frigideira com {o fat} e despeje a massa.",
      k.alt(
        "Tampe e cozinhe em fogo baixo por 8 minutos; vire com a ajuda de um prato e doure o outro lado.",
        "Cozinhe tampado em fogo mínimo até as bordas firmarem e o topo ficar opaco, vire com um prato e doure até o ponto.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Fogo baixo garante que o meio cozinhe sem queimar o fundo."],
    subs: [k.tipIf("flour:farinha_de_trigo", "Aveia no lugar da farinha deixa a torta mais nutritiva.")],
  },
];
