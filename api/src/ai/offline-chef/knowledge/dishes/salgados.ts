import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

// Fillings that go into a dough raw and are cooked by the frying or the oven in a few minutes.
const QUICK_FILLING = "#cheese|#ham|palmito|tomate|milho|azeitona|requeijao|requeijao_vegetal";

export const SALGADO_DISHES: readonly DishTemplate[] = [
  {
    id: "pastel",
    category: "lanches",
    flavour: "savory",
    title: "Pastel de {filling}",
    ref: "um pastel de {filling}",
    description: "Pastel de feira frito na hora, sequinho e estufado, recheado com {filling}.",
    minutes: [30, 35, 45],
    servings: 4,
    slots: {
      dough: k.need("massa_de_pastel", { default: "massa_de_pastel", qty: [500, "g"] }),
      filling: k.def("mucarela", { also: QUICK_FILLING, max: 3, prep: "em cubinhos" }),
      herb: k.opt("@herb", { max: 2 }),
      fat: k.def("oleo", { qty: [3, "xic"], prep: "para fritar" }),
    },
    steps: [
      "Recheie metade de cada disco {do dough} com {o filling}[ e {o herb}], sem exagerar, e feche apertando as bordas com um garfo.",
      k.alt(
        "Aqueça {o fat} numa panela funda em fogo médio, até um pedacinho de massa subir logo à superfície.",
        "Aqueça {o fat} a 180 °C, o ponto de fritura: mais frio, o pastel encharca; mais quente, queima por fora antes de estufar.",
      ),
      "Frite os pastéis aos poucos, virando uma vez, até dourarem e estufarem.",
      "Escorra em papel-toalha e sirva quente.",
    ],
    tips: ["Feche bem as bordas: pastel que abre no óleo espirra e fica encharcado."],
    subs: ["Carne moída refogada e fria também é um recheio clássico de feira."],
  },
  {
    id: "folhado",
    category: "lanches",
    flavour: "savory",
    title: "Folhado de {filling}",
    ref: "um folhado de {filling}",
    description: "Trouxinhas de massa folhada assadas até crescer, recheadas com {filling}.",
    minutes: [35, 40, 50],
    servings: 4,
    slots: {
      dough: k.need("massa_folhada", { default: "massa_folhada", qty: [300, "g"] }),
      filling: k.def("mucarela", { also: QUICK_FILLING, max: 3, prep: "em cubinhos" }),
      herb: k.opt("@herb", { max: 2 }),
      egg: k.def("ovo", { qty: [1, "un"], prep: "batido" }),
    },
    steps: [
      "Preaqueça o forno a 200 °C.",
      "Abra {o dough} e corte em quadrados de 10 cm.",
      "Coloque {o filling}[ e {o herb}] no centro de cada quadrado e feche em triângulos, apertando as bordas.",
      k.alt(
        "Pincele com {o egg} e leve ao forno numa assadeira por 20 minutos, até dourar.",
        "Pincele só o topo com {o egg}, sem escorrer pelas bordas, que grudariam as camadas; asse por 20 minutos, até crescer e dourar.",
      ),
      "Sirva quente.",
    ],
    tips: ["Massa folhada gelada cresce mais: abra e leve ao forno sem deixar amolecer."],
    subs: ["Goiabada com queijo faz um folhado doce de lanche da tarde."],
  },
  {
    id: "pao-caseiro",
    category: "lanches",
    flavour: "savory",
    title: "Pão caseiro",
    ref: "um pão caseiro",
    description: "Pão caseiro, macio e de casca fina, feito com fermento biológico.",
    minutes: [150, 165, 180],
    servings: 10,
    slots: {
      yeast: k.need("fermento_biologico", { default: "fermento_biologico", qty: [10, "g"] }),
      flour: k.def("farinha_de_trigo", { also: "farinha_de_trigo_integral", qty: [4, "xic"], max: 2 }),
      water: k.def("agua", { also: "leite", qty: [1.5, "xic"] }),
      sugar: k.def("acucar", { also: "acucar_mascavo|mel", qty: [1, "cs"] }),
      oil: k.def("oleo", { also: "manteiga|azeite", qty: [3, "cs"] }),
      salt: k.def("sal", { qty: [1, "cc"] }),
      herb: k.opt("oregano|alecrim", { max: 2 }),
    },
    steps: [
      "Misture {o water} morn{~water}, {o yeast} e {o sugar} e deixe 10 minutos, até espumar.",
      "Junte {o oil}, {o salt}[, {o herb}] e {o flour} aos poucos, até a massa desgrudar das mãos.",
      k.alt(
        "Sove por 10 minutos, até a massa ficar lisa e elástica.",
        "Sove por 10 a 15 minutos, até o ponto de véu: um pedacinho esticado fica fino sem rasgar.",
      ),
      "Cubra e deixe crescer por 1 hora, até dobrar de volume.",
      "Modele, coloque numa forma untada com um pouco {do oil} e deixe crescer por mais 30 minutos.",
      "Asse em forno preaquecido a 180 °C por 35 minutos, até dourar.",
      "Espere amornar antes de fatiar.",
    ],
    tips: ["Água morna, nunca quente: acima de 40 °C o fermento morre e o pão não cresce."],
    subs: ["Metade farinha integral deixa o pão mais rústico."],
  },
  {
    id: "pipoca",
    category: "lanches",
    flavour: "savory",
    title: "Pipoca de panela[ com {topping}]",
    ref: "uma pipoca de panela",
    description: "Pipoca estourada na panela, sequinha e salgada na medida.",
    minutes: [10, 12, 15],
    servings: 4,
    slots: {
      corn: k.need("milho_de_pipoca", { default: "milho_de_pipoca", qty: [0.5, "xic"] }),
      fat: k.def("oleo", { also: "manteiga|azeite|oleo_de_coco", qty: [2, "cs"] }),
      salt: k.def("sal"),
      topping: k.opt("parmesao|paprica|paprica_picante|@herb", { max: 2 }),
    },
    steps: [
      "Aqueça {o fat} numa panela grande com tampa e junte {o corn}.",
      k.alt(
        "Tampe e, quando começar a estourar, balance a panela de vez em quando, até os estouros quase pararem.",
        "Tampe deixando uma fresta para o vapor sair e balance a panela sem parar quando começar a estourar, até os estouros espaçarem: a pipoca fica sequinha e não queima.",
      ),
      "Tempere com {salt}[ e {o topping}] e sirva.",
    ],
    tips: ["Sal fino na hora de servir gruda melhor na pipoca quentinha."],
    subs: ["Manteiga derretida por cima deixa a pipoca com gosto de cinema."],
  },
];
