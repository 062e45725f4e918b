import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const { oven, bake, cool } = k.CAKE_STEPS;

/** Whole fruits for one cake, where two cups would count too many of the big ones. */
const FRUIT_COUNTS = {
  maca: [3, "un"],
  pera: [3, "un"],
  manga: [1, "un"],
  caqui: [3, "un"],
  goiaba: [3, "un"],
  pessego: [3, "un"],
} as const;

export const BOLO_DISHES: readonly DishTemplate[] = [
  {
    id: "bolo-simples",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo simples de liquidificador[ com {extra}]",
    ref: "um bolo simples",
    description: "Bolo fofinho de liquidificador, daqueles para o café da tarde.",
    minutes: [50, 55, 70],
    servings: 10,
    slots: {
      ...k.CAKE_BASE,
      ...k.CAKE_MILK,
      // Chopped chocolate dots a batter by the handful; the food's dessert portion times ten would sink it.
      extra: k.opt("coco|chocolate|chocolate_granulado|uva_passa|@nut|laranja|limao|fuba", {
        max: 2,
        qtyOf: { chocolate: [100, "g"], chocolate_granulado: [0.5, "xic"] },
      }),
      ...k.WARM_SPICE,
      ...k.PINCH_OF_SALT,
    },
    steps: [
      oven,
      "Bata no liquidificador {o egg}, {o sugar}, {o oil} e {o milk}.",
      k.alt(
        "Passe para uma tigela e misture {o flour}[ e {o spice}].",
        "Peneire {o flour}[ com {o spice}] sobre a mistura e incorpore com um batedor de arame, sem bater demais, para não desenvolver o glúten.",
      ),
      "[Junte {o extra}.]",
      "Misture {o leaven}[ e uma pitada de {salt}] por último, delicadamente.",
      bake,
      cool,
    ],
    tips: [k.BICARB_TIP, "Não abra o forno nos primeiros 30 minutos para o bolo não solar."],
    subs: ["Troque metade da farinha por fubá para um bolo mais rústico."],
  },
  {
    id: "bolo-cenoura",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de cenoura com cobertura de chocolate",
    ref: "um bolo de cenoura",
    description: "O bolo de cenoura brasileiro, laranjinha e fofo, com cobertura de chocolate.",
    minutes: [55, 60, 80],
    servings: 10,
    slots: {
      carrot: k.need("cenoura", { qty: [3, "un"] }),
      ...k.CAKE_BASE,
      cocoa: k.def("chocolate_em_po", { also: "achocolatado|chocolate|chocolate_ao_leite", qty: [4, "cs"] }),
      butter: k.def("manteiga", { also: "margarina", qty: [1, "cs"] }),
      ...k.CAKE_MILK,
    },
    steps: [
      oven,
      "Bata {o carrot} em pedaços com {o egg} e {o oil} até ficar liso.",
      "Junte {o sugar} e bata mais um pouco.",
      "Em uma tigela, misture a massa com {o flour} e, por último, {o leaven}.",
      bake,
      k.alt(
        "Para a cobertura, leve ao fogo {o cocoa}, [{o butter}, ]{o milk} e 3 colheres {do sugar}, mexendo até engrossar.",
        "Para a cobertura, cozinhe {o cocoa}, [{o butter}, ]{o milk} e 3 colheres {do sugar} até o ponto de fio, e espalhe sobre o bolo ainda quente.",
      ),
      cool,
    ],
    tips: [k.BICARB_TIP, "Fure o bolo quente com um garfo para a cobertura penetrar."],
    subs: ["Achocolatado funciona na cobertura, mas fica mais doce."],
  },
  {
    id: "bolo-chocolate",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de chocolate[ com {extra}]",
    ref: "um bolo de chocolate",
    description:
      "Bolo de chocolate caseiro, de massa escura, úmida e fofinha[, com cobertura de {condensed}].",
    minutes: [50, 55, 75],
    servings: 10,
    slots: {
      // The batter takes powder; a bar of chocolate melts into the topping, where it belongs.
      cocoa: k.need("chocolate_em_po|achocolatado|#cocoa", {
        default: "chocolate_em_po",
        qty: [0.75, "xic"],
      }),
      ...k.CAKE_BASE,
      ...k.CAKE_MILK,
      extra: k.opt("cafe|laranja|banana|morango|@nut|coco|chocolate_granulado", { max: 2 }),
      condensed: k.opt("leite_condensado", { qty: [1, "lata"] }),
      cream: k.opt("creme_de_leite", { qty: [1, "cx"] }),
      bar: k.opt("chocolate|chocolate_ao_leite|chocolate_branco|doce_de_leite|creme_de_avela", {
        qty: [100, "g"],
      }),
    },
    steps: [
      oven,
      "Bata {o egg}, {o sugar}, {o oil} e {o milk}.",
      k.alt(
        "Misture {o flour} e {o cocoa}, deixando 2 colheres (sopa) {do cocoa} para a cobertura.",
        "Peneire {o flour} com {o cocoa}, deixando 2 colheres (sopa) {do cocoa} para a cobertura, e incorpore delicadamente, sem bater demais.",
      ),
      "[Junte {o extra}.]",
      "Misture {o leaven} por último.",
      bake,
      cool,
      // Out of the pan first, then covered: brigadeiro mole when there is leite condensado; otherwise a quick ganache of what the cook has.
      k.when(
        "condensed:*",
        "Para a cobertura, leve ao fogo baixo {o condensed}[, {o cream}][, {o bar}] e as 2 colheres reservadas {do cocoa}, mexendo até engrossar como brigadeiro mole; cubra o bolo ainda morno.",
      ),
      k.when(
        "!condensed:*",
        "[Para a cobertura, aqueça {o cream+bar} em banho-maria com as 2 colheres reservadas {do cocoa} e 2 colheres (sopa) {do sugar}, mexendo até ficar liso e brilhante; cubra o bolo já frio.]",
      ),
      k.when(
        "!leite_condensado|creme_de_leite|chocolate|chocolate_ao_leite|chocolate_branco|doce_de_leite|creme_de_avela",
        "Para uma cobertura simples, misture as 2 colheres reservadas {do cocoa} com 3 colheres (sopa) {do sugar} e um pouco {do milk} quente, e regue o bolo ainda morno.",
      ),
    ],
    tips: [
      k.BICARB_TIP,
      k.tipIf("milk:leite", "Uma xícara de café no lugar do leite intensifica o chocolate."),
    ],
    subs: ["Achocolatado deixa o bolo mais doce e menos intenso."],
  },
  {
    id: "bolo-fruta",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de {fruit}",
    ref: "um bolo de {fruit}",
    description: "Bolo caseiro de {fruit}, perfumado e úmido.",
    minutes: [55, 60, 80],
    servings: 10,
    slots: {
      // The step readies each fruit ("descasque, tire o miolo e pique"), so the list names it uncut. Two
      // cups of fruit are 2 or 3 apples or pears, not the 5 a cup measure would count.
      fruit: k.need(
        "banana|maca|laranja|limao|abacaxi|maracuja|morango|goiaba|pera|manga|coco|mirtilo|ameixa|uva|pessego|tangerina|uva_passa|mamao|caqui|figo|jabuticaba",
        { qty: [2, "xic"], qtyOf: FRUIT_COUNTS, max: 2, prep: "" },
      ),
      ...k.CAKE_BASE,
      ...k.CAKE_MILK,
      nut: k.opt("@nut", { max: 2 }),
      oats: k.opt("aveia|granola"),
      ...k.WARM_SPICE,
    },
    steps: [
      oven,
      "{prep:cake fruit}.",
      "Bata {o egg}, {o sugar}, {o oil} e {o milk}.",
      "Misture {o flour}[, {o oats}][ e {o spice}], depois {o polpa fruit}[ e, por fim, {o nut}].",
      "Incorpore {o leaven} delicadamente.",
      bake,
      cool,
    ],
    tips: [
      k.BICARB_TIP,
      k.tipIf(
        "fruit:banana|maca|pera|manga|mamao|caqui|figo|goiaba|pessego",
        "Frutas bem maduras deixam o bolo mais doce e úmido.",
      ),
      k.tipIf(
        "fruit:uva_passa",
        "Passe as passas em um pouco {do flour} antes de misturar: assim elas não afundam na massa.",
      ),
    ],
    subs: ["Canela combina com banana, maçã e pera."],
  },
  {
    id: "bolo-fuba",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de {corn}[ com {extra}]",
    ref: "um bolo de {corn}",
    description: "Bolo de {corn} da roça, com casquinha e miolo macio.",
    minutes: [50, 55, 70],
    servings: 10,
    slots: {
      corn: k.need("fuba|flocao_de_milho", { qty: [1.5, "xic"] }),
      ...k.CAKE_BASE,
      ...k.CAKE_MILK,
      extra: k.opt("goiabada|queijo_minas|#cheese|erva_doce_em_grao|coco|laranja|milho", { max: 2 }),
      ...k.WARM_SPICE,
    },
    steps: [
      oven,
      "Bata {o egg}, {o sugar}, {o oil} e {o milk}.",
      "Misture {o corn} e {o flour}[ e {o spice}].",
      "[Junte {o extra} em cubinhos.]",
      "Incorpore {o leaven}.",
      bake,
      cool,
    ],
    tips: [k.BICARB_TIP, "Erva-doce é o tempero clássico do bolo de fubá."],
    subs: ["Goiabada em cubos faz um bolo de fubá recheado."],
  },
  {
    id: "bolo-milho",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de {main} de liquidificador",
    ref: "um bolo de {main}",
    description: "Bolo cremoso de {main}, quase um pudim, sem farinha de trigo.",
    minutes: [55, 60, 80],
    servings: 10,
    slots: {
      main: k.need("milho|mandioca|coco|abobora|batata_doce|cenoura", { qty: [2, "xic"] }),
      egg: k.def("ovo", { qty: [3, "un"] }),
      sugar: k.def("acucar", { also: "acucar_mascavo|leite_condensado", qty: [1, "xic"] }),
      milk: k.def("leite", { also: "leite_de_coco|leite_vegetal", qty: [1, "xic"] }),
      butter: k.def("manteiga", { also: "margarina|oleo|oleo_de_coco", qty: [2, "cs"] }),
      coconut: k.opt("coco|leite_de_coco|queijo_minas|#cheese|fuba", { max: 2 }),
      leaven: k.def("fermento_quimico", { qty: [1, "cs"] }),
    },
    steps: [
      oven,
      "Bata no liquidificador {o main}, {o egg}, {o sugar}, {o milk}[, {o coconut}] e {o butter}.",
      "Misture {o leaven} com uma colher.",
      k.alt(
        "Asse por 50 minutos, até dourar.",
        "Asse em banho-maria por 20 minutos e sem ele até dourar, para uma textura cremosa por igual.",
      ),
      cool,
    ],
    tips: ["O bolo fica cremoso por dentro: é assim mesmo."],
    subs: ["Milho em lata bem escorrido funciona."],
  },
  {
    id: "bolo-caneca",
    ceiling: "iniciante",
    category: "bolos",
    flavour: "sweet",
    title: "Bolo de caneca de {flavor}",
    ref: "um bolo de caneca",
    description: "Bolo de caneca de {flavor} feito no micro-ondas em 3 minutos.",
    minutes: [5, 8, 12],
    servings: 1,
    bias: -8,
    slots: {
      flavor: k.need(
        "chocolate_em_po|achocolatado|#cocoa|banana|cenoura|coco|doce_de_leite|creme_de_avela|laranja|limao|maca|morango|cafe",
        { max: 2, qty: [2, "cs"] },
      ),
      egg: k.def("ovo", { qty: [1, "un"] }),
      sugar: k.def("acucar", { also: "acucar_mascavo|mel", qty: [2, "cs"] }),
      milk: k.def("leite", { also: "leite_vegetal", qty: [3, "cs"] }),
      oil: k.def("oleo", { also: "manteiga|oleo_de_coco", qty: [2, "cs"] }),
      flour: k.def("farinha_de_trigo", { also: "aveia|farinha_de_arroz", qty: [4, "cs"] }),
      leaven: k.def("fermento_quimico", { qty: [0.5, "cc"] }),
    },
    steps: [
      "Em uma caneca grande, bata com um garfo {o egg}, {o oil}, {o milk} e {o sugar}.",
      "Junte {o flour}, {o flavor} e {o leaven} e misture até ficar liso.",
      k.alt(
        "Leve ao micro-ondas por 2 a 3 minutos.",
        "Leve ao micro-ondas em potência alta por 90 segundos e depois em intervalos de 20 segundos, até o centro firmar no ponto.",
      ),
    ],
    tips: ["A caneca deve ter o dobro do volume da massa."],
    subs: [k.tipIf("flour:farinha_de_trigo", "Aveia no lugar da farinha deixa o bolinho mais nutritivo.")],
  },
];
