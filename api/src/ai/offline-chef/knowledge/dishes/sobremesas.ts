import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

export const SOBREMESA_DISHES: readonly DishTemplate[] = [
  {
    id: "pave",
    category: "doces",
    flavour: "sweet",
    title: "Pavê de {flavor}[ com {cocoa}]",
    ref: "um pavê",
    description: "Camadas de biscoito, creme[ de {cocoa}] e {flavor}, sobremesa de família.",
    minutes: [35, 40, 60],
    servings: 10,
    slots: {
      cookie: k.def("biscoito_maisena", { also: "biscoito_de_chocolate|pao_de_forma", qty: [200, "g"] }),
      condensed: k.def("leite_condensado", { also: "leite_condensado_de_coco", qty: [1, "lata"] }),
      // Two cups for the cream and half a cup to dip the biscuits in.
      milk: k.def("leite", { also: "leite_vegetal", qty: [2.5, "xic"] }),
      // Only the yolks thicken the cream: the list says so, or the cook buys and wastes the whites.
      egg: k.opt("ovo", { qty: [2, "un"], prep: "(só as gemas)" }),
      starch: k.def("amido_de_milho", { qty: [2, "cs"] }),
      // Layered as they come, picked or chopped: powders go into the cream instead, and juices
      // (limão, maracujá, café) would soak the biscuits.
      flavor: k.need(
        "chocolate|chocolate_ao_leite|chocolate_branco|morango|abacaxi|pessego|coco|doce_de_leite|banana|nozes|amendoim",
        { default: "chocolate", max: 2, qty: [1, "xic"] },
      ),
      cocoa: k.opt("chocolate_em_po|achocolatado|#cocoa", { qty: [3, "cs"] }),
      cream: k.def("creme_de_leite", { also: "chantili|creme_de_coco", qty: [1, "cx"] }),
    },
    steps: [
      "Separe ½ xícara {do milk} para umedecer {o cookie}.",
      "Cozinhe {o condensed}, o restante {do milk}[, {o cocoa}][, as gemas {do egg}] e {o starch} em fogo baixo, mexendo até engrossar.",
      k.adv(
        "Cozinhe o creme por mais 2 minutos depois de engrossar, para o amido perder o gosto e o creme ficar no ponto de cobertura.",
      ),
      "Desligue e misture {o cream}.",
      "[Toste {o flavor?amendoim|nozes} numa frigideira seca, mexendo, por 5 minutos e pique grosseiramente.]",
      "Em um refratário, alterne camadas de {cookie} umedecid{~cookie} no leite separado, creme e {flavor}.",
      "Gele por 4 horas.",
    ],
    tips: ["Biscoito molhado rápido, sem encharcar."],
    subs: ["Pão de forma sem casca também serve de camada."],
  },
  {
    id: "salada-frutas",
    ceiling: "iniciante",
    category: "doces",
    flavour: "sweet",
    title: "Salada de {fruit}[ com {topping}]",
    names: ["salada de frutas"],
    ref: "uma salada de {fruit}",
    description: "{fruit} picadinh{~fruit} com {o suco juice}, refrescante e saudável.",
    minutes: [15, 18, 25],
    servings: 4,
    slots: {
      // Pulps (açaí, cupuaçu, maracujá) are no fruit to cut, and tamarindo is a sour paste.
      fruit: k.need("@fruit|-#coconut|-limao|-acai|-cupuacu|-graviola|-tamarindo|-maracuja", {
        // No cut in the list: the step cuts each fruit its own way (morangos in four, mangas in cubes).
        max: 7,
        group: "frutas",
      }),
      // Citrus and maracujá: acid is what keeps a cut banana or maçã from browning; água de coco is not.
      juice: k.def("laranja", { also: "limao|maracuja|tangerina" }),
      topping: k.opt("leite_condensado|iogurte|granola|mel|chantili|@nut|aveia|sorvete|coco|hortela|chia", {
        max: 3,
      }),
      sweet: k.opt("acucar|adocante_culinario"),
    },
    steps: [
      "{prep:chop fruit}.",
      k.when(
        "fruit:banana|maca|pera|abacate|pessego",
        "Regue com {o polpa juice}[ e adoce com {o sweet}] logo depois de cortar, para as frutas não escurecerem.",
      ),
      k.when("!fruit:banana|maca|pera|abacate|pessego", "Regue com {o polpa juice}[ e adoce com {o sweet}]."),
      k.adv("Deixe macerar 20 minutos na geladeira para as frutas soltarem o caldo."),
      "Sirva com {o topping}.",
    ],
    tips: [
      k.tipIf(
        "fruit:banana|maca|pera|abacate|pessego",
        "Banana e maçã escurecem: junte o suco cítrico logo depois de cortar.",
      ),
    ],
    subs: ["Iogurte natural com mel é uma cobertura mais leve."],
  },
  {
    id: "gelatina-colorida",
    category: "doces",
    flavour: "sweet",
    title: "Gelatina[ com {fruit}]",
    ref: "uma gelatina",
    description: "Gelatina[ com {fruit}], a sobremesa das crianças.",
    minutes: [15, 20, 30],
    servings: 6,
    slots: {
      // The boxed kind brings its own sugar and flavour; unflavoured gelatine is the next dish.
      gel: k.need("gelatina", { default: "gelatina", qty: [1, "cx"] }),
      // Cut fruit sets in the gelatina; a citrus or a maracujá is a juice, not a piece.
      fruit: k.opt("@fruit|-#coconut|-#citrus|-maracuja", { max: 3 }),
      cream: k.opt("creme_de_leite|leite_condensado|iogurte|chantili", { max: 2 }),
      juice: k.opt("laranja|maracuja|uva|agua_de_coco"),
      water: k.def("agua", { factor: 1 }),
    },
    steps: [
      k.when("!juice:*", "Dissolva {o gel} em metade {do water} quente e complete com o restante, fria."),
      k.when(
        "juice:*",
        "Dissolva {o gel} em metade {do water} quente e complete com o suco {do juice}, gelado.",
      ),
      "[Distribua {o fruit} em taças.]",
      k.adv(
        "Espere a gelatina chegar ao ponto de clara de ovo antes de juntar as frutas, para elas não afundarem.",
      ),
      "Despeje a gelatina e leve à geladeira por 3 horas.",
      k.adv(
        "Para camadas, bata metade da gelatina ainda líquida com {o cream} e despeje sobre a primeira camada já no ponto de firme.",
      ),
      "[Sirva com {o cream}.]",
    ],
    tips: ["Abacaxi e kiwi crus impedem a gelatina de firmar: use em calda."],
    subs: ["Ágar-ágar faz uma gelatina vegetal."],
  },
  {
    id: "gelatina-suco",
    category: "doces",
    flavour: "sweet",
    title: "Gelatina de {juice}[ com {fruit}]",
    ref: "uma gelatina de suco",
    description: "Gelatina caseira de suco {do juice}, sem corante e com o doce que você escolher.",
    minutes: [20, 25, 35],
    servings: 6,
    slots: {
      // Unflavoured gelatine sets whatever it is given: plain water would make a gelatina of nothing, so
      // a juice and a sweetener come with it.
      gel: k.need("gelatina_incolor|agar_agar"),
      juice: k.need("laranja|maracuja|uva|tangerina|agua_de_coco|abacaxi|manga|morango|acerola|caju", {
        default: "laranja",
      }),
      sweet: k.def("acucar", { also: "mel|adocante_culinario|leite_condensado", qty: [0.5, "xic"] }),
      fruit: k.opt("@fruit|-#coconut|-#citrus|-maracuja|-abacaxi|-kiwi", { max: 2, factor: 0.5 }),
      water: k.def("agua", { qty: [5, "cs"] }),
    },
    steps: [
      "{prep:blend juice}.",
      "Bata {o polpa juice} no liquidificador com {o sweet} e coe.",
      // A maracujá's or an acerola's pulp is too sour and thick to set as it is.
      k.when("juice:maracuja|acerola|caju", "Complete com água gelada até ter 3 xícaras de suco."),
      k.when(
        "gel:gelatina_incolor",
        "Hidrate {o gel} {no water} fria por 5 minutos e derreta no micro-ondas por 15 segundos, sem ferver.",
      ),
      k.when(
        "gel:agar_agar",
        "Dissolva {o gel} {no water} e ferva por 2 minutos, mexendo: o ágar só firma depois de fervido.",
      ),
      "Misture a gelatina ao suco, mexendo bem.",
      k.when(
        "fruit:*",
        k.adv("Leve à geladeira até o ponto de clara de ovo, meio firme, para as frutas não afundarem."),
      ),
      "[{prep:chop fruit}; distribua em taças.]",
      "Despeje nas taças e leve à geladeira por 4 horas, até firmar.",
    ],
    tips: ["Abacaxi e kiwi crus impedem a gelatina de firmar: use o suco fervido ou a fruta em calda."],
    subs: ["Ágar-ágar faz uma gelatina vegetal e firma até fora da geladeira."],
  },
  {
    id: "canjica",
    category: "doces",
    flavour: "sweet",
    title: "Curau de {main}",
    ref: "um curau",
    description: "Creme de {main} cozid{~main} no leite com canela, doce de festa junina.",
    minutes: [30, 35, 50],
    servings: 6,
    slots: {
      // Curau is green corn blended with milk; fubá, aveia, sagu and tapioca cooked in milk make a mingau.
      main: k.need("milho", { qty: [2, "xic"] }),
      milk: k.def("leite", { also: "leite_de_coco|leite_vegetal", qty: [3, "xic"] }),
      sugar: k.def("acucar", { also: "leite_condensado|acucar_mascavo|rapadura", qty: [0.75, "xic"] }),
      spice: k.def("canela", { also: "cravo_da_india|essencia_de_baunilha" }),
      extra: k.opt("coco|amendoim|leite_de_coco", { max: 2 }),
    },
    steps: [
      "Bata {o main} com {o milk} no liquidificador.",
      "Leve ao fogo com {o sugar}[ e {o extra}], mexendo sempre.",
      k.alt(
        "Cozinhe até engrossar.",
        "Cozinhe em fogo baixo até o ponto de creme que cobre a colher, cerca de 20 minutos.",
      ),
      "Sirva polvilhado com {o spice}.",
    ],
    tips: ["Mexa sem parar para não grudar no fundo."],
    subs: ["Leite de coco deixa o curau ainda mais cremoso."],
  },
  {
    id: "rabanada",
    category: "doces",
    flavour: "sweet",
    title: "Rabanada[ com {topping}]",
    ref: "uma rabanada",
    description: "Pão amanhecido molhado no leite, frito e passado {no sugar} com {spice}.",
    minutes: [25, 30, 40],
    servings: 4,
    slots: {
      bread: k.need("pao_frances|pao_de_forma|pao_sem_gluten", { default: "pao_frances" }),
      milk: k.def("leite", { also: "leite_condensado|leite_vegetal|leite_de_coco", qty: [1, "xic"] }),
      egg: k.def("ovo", { qty: [2, "un"] }),
      sugar: k.def("acucar", { also: "acucar_mascavo", qty: [0.5, "xic"] }),
      spice: k.def("canela", { also: "essencia_de_baunilha|noz_moscada" }),
      topping: k.opt("mel|doce_de_leite|leite_condensado|@fruit|-#citrus", { max: 2 }),
      oil: k.def("oleo", { also: "manteiga|oleo_de_coco", qty: [1, "xic"], prep: "para fritar" }),
    },
    steps: [
      k.when("bread:pao_frances", "Corte {o bread} em fatias grossas."),
      "Passe as fatias {no milk} e depois {no egg} batid{~egg}.",
      k.alt(
        "Frite {no oil} quente até dourar e escorra.",
        "Frite {no oil} a 170 °C até dourar por igual e escorra em papel-toalha.",
      ),
      "Passe na mistura de {sugar} com {spice}.",
      "[{prep:chop topping}.]",
      "[Sirva com {o topping}.]",
    ],
    tips: ["Pão amanhecido absorve o leite sem desmanchar."],
    subs: [
      "Leite condensado diluído no leite deixa a rabanada mais cremosa.",
      "Para uma versão assada, asse as fatias a 200 °C em forma untada, virando na metade.",
    ],
  },
  {
    id: "banana-caramelizada",
    category: "doces",
    flavour: "sweet",
    title: "{fruit} caramelizad{~fruit}[ com {topping}]",
    ref: "{fruit} caramelizad{~fruit}",
    description: "{fruit} dourad{~fruit} na frigideira com {sugar+spice}, uma sobremesa rápida.",
    minutes: [10, 12, 20],
    slots: {
      fruit: k.need("banana|maca|abacaxi|pera|pessego|manga|figo|banana_da_terra", {
        default: "banana",
        max: 2,
        factor: 1.5,
        prep: "em fatias",
      }),
      sugar: k.def("acucar", { also: "acucar_mascavo|mel|melado|rapadura" }),
      butter: k.def("manteiga", { also: "margarina|oleo_de_coco" }),
      spice: k.def("canela", { also: "cravo_da_india|gengibre|essencia_de_baunilha", max: 2 }),
      topping: k.opt("sorvete|iogurte|granola|@nut|chantili|doce_de_leite|coco|aveia|creme_de_leite", {
        max: 2,
      }),
    },
    steps: [
      "Derreta {o butter} numa frigideira.",
      k.alt(
        "Junte {o fruit} e {o sugar} e doure dos dois lados.",
        "Polvilhe {o sugar} {no butter} e deixe caramelizar até cor de âmbar antes de juntar {o fruit}; doure sem mexer demais.",
      ),
      "Polvilhe {o spice}.",
      "[Sirva com {o topping}.]",
    ],
    tips: ["Frutas firmes aguentam melhor o calor."],
    subs: [k.tipIf("sugar:acucar", "Mel no lugar do açúcar faz uma calda mais leve.")],
  },
  {
    id: "pe-de-moleque",
    category: "doces",
    flavour: "sweet",
    title: "Pé de moleque de {nut}",
    ref: "um pé de moleque",
    description: "Doce crocante de {nut} com {sugar} caramelizad{~sugar}.",
    minutes: [25, 30, 40],
    servings: 10,
    slots: {
      nut: k.need("amendoim|castanha_de_caju|castanha_do_para|nozes|amendoa|gergelim|coco", {
        qty: [2, "xic"],
        max: 2,
      }),
      sugar: k.def("acucar", { also: "rapadura|acucar_mascavo", qty: [1.5, "xic"] }),
      condensed: k.opt("leite_condensado", { qty: [0.5, "lata"] }),
      butter: k.def("manteiga", { also: "margarina|oleo_de_coco", qty: [1, "cs"] }),
    },
    steps: [
      k.alt(
        "Derreta {o sugar} em fogo médio até virar caramelo.",
        "Caramelize {o sugar} a seco em fogo médio, sem mexer, até cor de âmbar escuro.",
      ),
      "Junte {o nut}[, {o condensed}] e {o butter} e mexa rápido.",
      "Espalhe sobre uma superfície untada e corte antes de endurecer.",
    ],
    tips: ["Caramelo queima a pele: use luvas e colher de pau."],
    subs: ["Rapadura ralada dá o sabor tradicional."],
  },
  {
    id: "mingau",
    category: "doces",
    flavour: "sweet",
    title: "Mingau de {main}[ com {topping}]",
    ref: "um mingau de {main}",
    description: "Mingau quentinho de {main} para o café da manhã.",
    minutes: [10, 12, 18],
    slots: {
      main: k.need(
        "aveia|tapioca_granulada|fuba|amido_de_milho|farinha_de_arroz|flocao_de_milho|quinoa|sagu|chia",
        { default: "aveia" },
      ),
      milk: k.def("leite", { also: "leite_vegetal|leite_de_coco", factor: 2 }),
      sweet: k.def("acucar", { also: "mel|melado|acucar_mascavo|adocante_culinario|leite_condensado" }),
      topping: k.opt(
        "@fruit|-#citrus|@nut|canela|coco|chocolate_em_po|achocolatado|granola|chia|linhaca|doce_de_leite|creme_de_avela",
        { max: 3 },
      ),
      spice: k.opt("canela|essencia_de_baunilha|cravo_da_india"),
      ...k.PINCH_OF_SALT,
    },
    steps: [
      "Misture {o main} com {o milk} frio[ e uma pitada de {salt}] na panela.",
      k.alt(
        "Cozinhe em fogo baixo, mexendo, até engrossar.",
        "Cozinhe em fogo baixo, mexendo, até o ponto de napar a colher; ele engrossa mais ao esfriar.",
      ),
      "Adoce com {o sweet}[ e perfume com {o spice}].",
      "[{prep:chop topping}.]",
      "Sirva com {o topping}.",
    ],
    tips: ["Misturar com o leite ainda frio evita grumos."],
    subs: ["Leite vegetal faz uma versão sem lactose."],
  },
  {
    id: "merengue",
    category: "doces",
    flavour: "sweet",
    title: "Merengue de {fruit}",
    ref: "um merengue de {fruit}",
    description: "Camadas de {meringue} quebrado, {cream} e {fruit}, sobremesa gelada de festa.",
    minutes: [20, 25, 35],
    servings: 6,
    slots: {
      meringue: k.need("suspiro", { default: "suspiro", qty: [150, "g"] }),
      fruit: k.def("morango", { also: "#berry|maracuja|kiwi|manga|pessego", max: 2, prep: "picado" }),
      cream: k.def("chantili", { also: "creme_de_leite|creme_de_coco", qty: [2, "xic"] }),
      topping: k.opt("chocolate|chocolate_branco|@nut|coco", { max: 2 }),
    },
    steps: [
      "Quebre {o meringue} em pedaços.",
      k.alt(
        "Em taças ou num refratário, alterne camadas {do meringue}, {do cream} e {do fruit}.",
        "Em taças, alterne camadas {do meringue}, {do cream} bem gelad{~cream} e {do fruit}: o frio segura o suspiro no ponto crocante.",
      ),
      "[Finalize com {o topping} por cima.]",
      k.alt(
        "Leve à geladeira por 1 hora e sirva gelado.",
        "Sirva em até 1 hora, antes de o suspiro amolecer.",
      ),
    ],
    tips: ["Suspiro amolece em contato com o creme: monte no máximo algumas horas antes."],
    subs: [k.tipIf("fruit:morango", "Maracujá no lugar do morango faz um merengue azedinho.")],
  },
];
