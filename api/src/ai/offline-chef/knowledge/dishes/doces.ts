import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const CONDENSED = {
  condensed: k.def("leite_condensado", { also: "leite_condensado_de_coco", qty: [1, "lata"] }),
};

export const DOCE_DISHES: readonly DishTemplate[] = [
  {
    id: "brigadeiro",
    category: "doces",
    flavour: "sweet",
    title: "Brigadeiro[ de {flavor}]",
    ref: "um brigadeiro",
    // A can rolls about 24 brigadeiros: a portion is two of them, not a spoonful of the pan.
    description:
      "O doce mais brasileiro de todos, enrolado e passado {no coat}: rende cerca de 24, dois por porção.",
    minutes: [25, 30, 45],
    servings: 12,
    slots: {
      ...CONDENSED,
      cocoa: k.def("chocolate_em_po", {
        also: "achocolatado|chocolate|chocolate_ao_leite|chocolate_branco",
        qty: [3, "cs"],
      }),
      flavor: k.opt(
        "cafe|amendoim|coco|morango|maracuja|limao|creme_de_avela|nozes|castanha_do_para|pacoca|doce_de_leite",
        { max: 2 },
      ),
      butter: k.def("manteiga", { also: "margarina|oleo_de_coco", qty: [1, "cs"] }),
      coat: k.def("chocolate_granulado", { also: "coco|acucar|@nut|pacoca", qty: [0.5, "xic"] }),
      // More cream than half a caixinha and the brigadeiro no longer rolls.
      cream: k.opt("creme_de_leite", { qty: [0.5, "cx"] }),
    },
    steps: [
      "Em uma panela, misture {o condensed}, {o cocoa} e {o butter}[ e {o flavor}].",
      k.PAN_POINT,
      "[Desligue e misture {o cream} para um brigadeiro mais macio.]",
      "Passe para um prato untado e deixe esfriar por cerca de 1 hora, até dar para enrolar.",
      "Enrole bolinhas com as mãos untadas e passe {no coat}.",
    ],
    tips: ["Para comer de colher, tire do fogo antes do ponto de enrolar."],
    subs: [
      k.tipIf(
        "cocoa:chocolate_em_po|achocolatado",
        "Chocolate meio amargo picado no lugar {do cocoa} deixa o brigadeiro gourmet.",
      ),
    ],
  },
  {
    id: "beijinho",
    category: "doces",
    flavour: "sweet",
    title: "Beijinho de {main}",
    ref: "um beijinho",
    description: "Docinho de festa de {main} com leite condensado.",
    minutes: [25, 30, 45],
    servings: 12,
    slots: {
      main: k.need("coco|amendoim|castanha_de_caju|nozes|maracuja|limao|abacaxi|morango|leite_em_po", {
        default: "coco",
        qty: [1, "xic"],
      }),
      ...CONDENSED,
      butter: k.def("manteiga", { also: "margarina|oleo_de_coco", qty: [1, "cs"] }),
      coat: k.def("acucar", { also: "coco|acucar_de_confeiteiro", qty: [0.5, "xic"] }),
      spice: k.opt("cravo_da_india|canela|essencia_de_baunilha"),
    },
    steps: [
      "Misture {o condensed}, {o main} e {o butter} numa panela.",
      k.PAN_POINT,
      "Deixe esfriar por cerca de 1 hora, enrole bolinhas e passe {no coat}.",
      "[Decore com {o spice}.]",
    ],
    tips: ["Cravo espetado no topo é o charme do beijinho."],
    subs: ["Leite condensado de coco faz uma versão sem lactose."],
  },
  {
    id: "pudim",
    category: "doces",
    flavour: "sweet",
    title: "Pudim de {main}",
    ref: "um pudim de {main}",
    description: "Pudim de {main} com calda de caramelo.",
    minutes: [70, 80, 110],
    servings: 8,
    slots: {
      main: k.need(
        "leite_condensado|leite|coco|milho|laranja|maracuja|chocolate_em_po|cafe|abobora|pao_frances|queijo_minas|tapioca_granulada",
        { default: "leite_condensado", max: 2, qty: [1, "xic"] },
      ),
      ...CONDENSED,
      milk: k.def("leite", { also: "leite_de_coco|leite_vegetal", qty: [2, "xic"] }),
      egg: k.def("ovo", { qty: [3, "un"] }),
      sugar: k.def("acucar", { qty: [1, "xic"] }),
    },
    steps: [
      k.alt(
        "Derreta {o sugar} na forma de pudim até virar caramelo e espalhe.",
        "Caramelize {o sugar} a seco em fogo médio até cor de âmbar, sem mexer, e forre a forma girando.",
      ),
      // Blended in, maracujá seeds break into grit: a pudim is lisinho only with the pulp strained first.
      "[Passe {o polpa main?maracuja} por uma peneira, apertando com uma colher, para tirar as sementes.]",
      "Bata {o polpa main} com {o condensed+milk+egg}.",
      k.adv("Passe a mistura por uma peneira para tirar as bolhas e as películas dos ovos."),
      "Despeje na forma caramelizada e cubra com papel-alumínio.",
      k.alt(
        "Asse em banho-maria a 180 °C por 1 hora.",
        "Asse em banho-maria a 160 °C por 1h20, com a água sem ferver, até o centro firmar levemente: é o que dá o pudim sem furinhos.",
      ),
      "Gele por 4 horas antes de desenformar.",
    ],
    // The beginner bakes at 180 °C: the tip is about the water bath, which holds for every level.
    tips: ["Com a água do banho-maria sem ferver, o pudim sai lisinho, sem furinhos."],
    subs: ["Leite de coco no lugar do leite deixa um pudim tropical."],
  },
  {
    id: "mousse",
    category: "doces",
    flavour: "sweet",
    title: "Mousse de {main}",
    ref: "uma mousse de {main}",
    description: "Mousse aerada de {main}, sobremesa de geladeira sem forno.",
    minutes: [20, 25, 40],
    servings: 6,
    slots: {
      main: k.need(
        "maracuja|limao|chocolate|chocolate_ao_leite|chocolate_branco|morango|manga|cupuacu|goiaba|acerola|graviola|acai|abacaxi|coco|cafe|chocolate_em_po",
        { qty: [1, "xic"] },
      ),
      ...CONDENSED,
      cream: k.def("creme_de_leite", { also: "creme_de_coco|chantili|iogurte", qty: [1, "cx"] }),
      // No eggs: this mousse never sees heat, and raw whites are a salmonella risk; whipped cream aerates it.
      // Only acid (maracujá, limão) firms condensed milk: café, coco or chocolate stay a runny cream
      // without a sachet of gelatin, so every mousse takes one.
      gel: k.def("gelatina_incolor", {
        also: "agar_agar|gelatina",
        qty: [12, "g"],
        qtyOf: { agar_agar: [1, "cc"], gelatina: [1, "cx"] },
      }),
      topping: k.opt("chocolate_granulado|@nut|hortela|coco", { max: 2 }),
    },
    steps: [
      // Chopped chocolate stays in grains in a cold cream: it is melted first, gently, so it does not burn.
      k.when(
        "main:chocolate|chocolate_ao_leite|chocolate_branco",
        k.alt(
          "Derreta {o main} no micro-ondas, de 30 em 30 segundos, mexendo entre uma vez e outra, e deixe amornar.",
          "Derreta {o main} em banho-maria, sem deixar a água ferver nem encostar no fundo da tigela, e deixe amornar.",
        ),
      ),
      "{prep:blend main}.",
      k.alt(
        "Bata no liquidificador {o condensed}, {o cream} e {o polpa main} até ficar cremoso.",
        "Bata no liquidificador {o condensed}, {o cream} e {o polpa main} por 3 minutos, até o ponto de creme espesso.",
      ),
      "Dissolva {o gel} conforme a embalagem e junte à mistura, batendo por mais 1 minuto.",
      "Distribua em taças e gele por 3 horas.",
      "Decore com {o topping}.",
    ],
    tips: [
      k.tipIf(
        "main:maracuja|morango|manga|cupuacu|goiaba|acerola|graviola|acai|abacaxi",
        "Polpa de fruta concentrada deixa a mousse mais firme e saborosa.",
      ),
      k.tipIf(
        "main:chocolate|chocolate_ao_leite|chocolate_branco",
        "Chocolate quente demais talha o creme: espere amornar antes de bater.",
      ),
    ],
    subs: [
      k.tipIf("cream:creme_de_leite", "Creme de coco no lugar do creme de leite faz uma mousse sem lactose."),
    ],
  },
  {
    id: "arroz-doce",
    category: "doces",
    flavour: "sweet",
    title: "Arroz-doce[ com {extra}]",
    ref: "um arroz-doce",
    description: "Arroz cozido {no milk} com {spice}, a sobremesa da festa junina.",
    minutes: [40, 45, 60],
    servings: 6,
    slots: {
      // Sagu and tapioca granulada cooked in milk are a mingau, not an arroz-doce.
      rice: k.need("arroz", { default: "arroz", qty: [1, "xic"] }),
      milk: k.def("leite", { also: "leite_de_coco|leite_vegetal", qty: [4, "xic"] }),
      sugar: k.def("acucar", {
        also: "leite_condensado|acucar_mascavo|adocante_culinario",
        qty: [0.75, "xic"],
      }),
      spice: k.def("canela", { also: "cravo_da_india|essencia_de_baunilha|erva_doce_em_grao", max: 2 }),
      extra: k.opt("coco|uva_passa|laranja|limao|leite_condensado|doce_de_leite", { max: 2 }),
      ...k.SALT,
    },
    steps: [
      "Cozinhe {o rice} em 2 xícaras de água com uma pitada de {salt} até secar.",
      "Junte {o milk} e {o sugar} e cozinhe em fogo baixo, mexendo, por 20 minutos.",
      k.adv(
        "Cozinhe até o ponto cremoso em que o arroz fica envolvido por um creme espesso; ele engrossa ao esfriar.",
      ),
      "[Misture {o extra}.]",
      "Sirva polvilhado com {o spice}.",
    ],
    tips: ["Casca de limão no cozimento perfuma o arroz-doce."],
    subs: ["Leite de coco faz uma versão sem lactose e bem brasileira."],
  },
  {
    id: "doce-fruta",
    category: "doces",
    flavour: "sweet",
    title: "Doce de {main} caseiro",
    ref: "um doce de {main}",
    description: "Doce de {main} em pedaços, cozido devagar com {sugar+spice}.",
    minutes: [50, 60, 90],
    servings: 8,
    slots: {
      main: k.need(
        // Fruits and tubers cut in pieces; milk and coconut make doce de leite and cocada, not this.
        "abobora|mamao|banana|goiaba|laranja|figo|pessego|caju|batata_doce|abacaxi|maca|pera|carambola|tamarindo|cupuacu",
        { qty: [500, "g"] },
      ),
      sugar: k.def("acucar", { also: "acucar_mascavo|rapadura|melado", qty: [1.5, "xic"] }),
      spice: k.def("cravo_da_india", {
        also: "canela|gengibre|essencia_de_baunilha",
        max: 2,
        qtyOf: {
          cravo_da_india: [6, "un"],
          canela: [1, "cc"],
          gengibre: [1, "cc"],
          essencia_de_baunilha: [1, "cc"],
        },
      }),
      extra: k.opt("coco|limao", { max: 2 }),
    },
    steps: [
      "{prep:chop main}.",
      "Cozinhe com {o sugar}[, {o extra}] e {o spice} em fogo baixo, mexendo de vez em quando.",
      k.alt(
        "Cozinhe até os pedaços ficarem macios e a calda engrossar.",
        "Cozinhe até o ponto de fio fraco na calda: uma gota entre os dedos forma um fio curto.",
      ),
      "Guarde em pote de vidro limpo e sirva frio.",
    ],
    tips: ["Doce bem cozido dura semanas na geladeira."],
    subs: [k.tipIf("sugar:acucar", "Rapadura no lugar do açúcar dá um sabor de fazenda.")],
  },
  {
    id: "romeu-julieta",
    ceiling: "iniciante",
    category: "doces",
    flavour: "sweet",
    title: "Romeu e julieta de {sweet} com {cheese}",
    ref: "um romeu e julieta",
    description: "O casamento perfeito: {sweet} com {cheese}.",
    minutes: [10, 15, 30],
    slots: {
      // Only goiabada and a firm white cheese are sliced and stacked; honey and doce de leite are poured
      // over grilled cheese instead (below), and grated or creamy cheeses slice into nothing.
      sweet: k.need("goiabada", { default: "goiabada", factor: 1.5, prep: "em fatias" }),
      cheese: k.need("queijo_minas|queijo_coalho", {
        default: "queijo_minas",
        factor: 1.5,
        prep: "em fatias",
      }),
      fruit: k.opt("goiaba|figo|banana|morango"),
    },
    steps: [
      k.alt(
        "Monte intercalando {o sweet} e {o cheese}.",
        "Grelhe {o cheese} numa frigideira seca até dourar e cubra com {o sweet} derretid{~sweet} com 2 colheres de água, reduzida até o ponto de napar.",
      ),
      "Sirva em seguida[, com {o fruit}].",
    ],
    tips: ["Queijo coalho grelhado com goiabada derretida vira sobremesa de restaurante."],
    subs: ["Doce de leite com queijo minas também é clássico."],
  },
  {
    id: "queijo-grelhado-doce",
    category: "doces",
    flavour: "sweet",
    title: "{cheese} grelhado com {sweet}",
    ref: "um queijo grelhado com {sweet}",
    description: "Fatias de {cheese} douradas na frigideira e regadas com {sweet}, sobremesa nordestina.",
    minutes: [10, 12, 20],
    slots: {
      cheese: k.need("queijo_coalho|queijo_minas", {
        default: "queijo_coalho",
        factor: 1.5,
        prep: "em fatias grossas",
      }),
      sweet: k.need("melado|mel|doce_de_leite|geleia", { default: "melado" }),
      fruit: k.opt("goiaba|figo|banana|morango"),
    },
    steps: [
      k.alt(
        "Aqueça uma frigideira antiaderente e grelhe {o cheese} até dourar dos dois lados.",
        "Grelhe {o cheese} em frigideira antiaderente seca e bem quente, sem mexer, até o ponto de crosta dourada; vire uma vez.",
      ),
      "Regue com {o sweet} e sirva quente[ com {o fruit}].",
    ],
    tips: ["Frigideira bem quente e queijo sem mexer: a crosta solta sozinha."],
    subs: ["Goiabada derretida com um pouco de água faz o romeu e julieta quente."],
  },
  {
    id: "cocada",
    category: "doces",
    flavour: "sweet",
    title: "Cocada cremosa[ com {extra}]",
    ref: "uma cocada",
    description: "Cocada de colher, cremosa e perfumada.",
    minutes: [30, 35, 50],
    servings: 10,
    slots: {
      coconut: k.need("coco", { default: "coco", qty: [2, "xic"] }),
      sugar: k.def("acucar", { also: "acucar_mascavo|rapadura|leite_condensado", qty: [1, "xic"] }),
      milk: k.opt("leite|leite_condensado|leite_de_coco", { qty: [1, "xic"] }),
      extra: k.opt("abacaxi|maracuja|chocolate|amendoim|doce_de_leite|cravo_da_india", { max: 2 }),
    },
    steps: [
      "Misture {o coconut} e {o sugar}[ com {o milk}] numa panela.",
      "[Junte {o extra}.]",
      k.PAN_POINT,
      "Espalhe em forminhas ou num prato untado e deixe esfriar.",
    ],
    tips: ["Açúcar mascavo faz a cocada queimada."],
    subs: ["Coco fresco ralado deixa a cocada mais úmida."],
  },
];
