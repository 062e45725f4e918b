import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

export const VITAMINA_DISHES: readonly DishTemplate[] = [
  {
    id: "vitamina",
    ceiling: "iniciante",
    category: "vitaminas",
    flavour: "sweet",
    title: "Vitamina de {fruit}",
    ref: "uma vitamina de {fruit}",
    description: "Vitamina cremosa de {fruit}, batida com {milk}, café da manhã em um copo.",
    minutes: [5, 8, 12],
    slots: {
      fruit: k.need("@fruit|cenoura|beterraba|abacate|-limao|-#citrus", { max: 3, group: "frutas" }),
      milk: k.def("leite", {
        also: "leite_vegetal|iogurte|iogurte_vegetal|leite_de_coco|agua_de_coco",
        factor: 1.5,
      }),
      oats: k.opt("aveia|granola|chia|linhaca|@nut|amendoim", { max: 2 }),
      sweet: k.opt(
        "mel|acucar|melado|adocante_culinario|leite_condensado|achocolatado|doce_de_leite|leite_em_po",
      ),
      spice: k.opt("canela|essencia_de_baunilha|gengibre"),
      coffee: k.opt("cafe"),
    },
    steps: [
      k.alt("{prep:blend fruit}.", "{prep:freeze fruit}."),
      k.alt(
        "Bata no liquidificador {o polpa fruit} com {o milk}[, {o oats}][, {o sweet}][ e {o spice}][ e {o coffee}].",
        "Bata {o polpa fruit}, direto do congelador, com {o milk} gelad{~milk}[, {o oats}][, {o sweet}][ e {o spice}][ e {o coffee}] até emulsionar e ficar cremosa e aerada, no ponto de creme.",
      ),
      "Sirva na hora.",
    ],
    tips: ["Fruta congelada deixa a vitamina mais cremosa sem gelo."],
    subs: ["Leite vegetal ou água de coco fazem uma versão sem lactose."],
  },
  {
    id: "suco-natural",
    ceiling: "iniciante",
    category: "vitaminas",
    flavour: "sweet",
    title: "Suco natural de {fruit}",
    ref: "um suco de {fruit}",
    description: "Suco natural de {fruit} batid{~fruit} na hora, refrescante.",
    minutes: [5, 8, 12],
    slots: {
      fruit: k.need("@fruit|cenoura|beterraba|pepino|couve|hortela|gengibre|-#dried|-coco", {
        max: 3,
        group: "frutas",
      }),
      water: k.def("agua", { also: "agua_de_coco", factor: 1.5 }),
      sweet: k.opt("acucar|mel|adocante_culinario|melado"),
      herb: k.opt("hortela|gengibre|manjericao"),
    },
    steps: [
      "{prep:blend fruit}.",
      k.alt(
        "Bata {o polpa fruit} com {o water} gelada[ e {o herb}].",
        "Bata {o polpa fruit} com {o water} bem gelada[ e {o herb}] em pulsos curtos, para não aquecer nem oxidar, e coe se preferir.",
      ),
      // Seeds and skins stay in the blender's juice of these; the avançado version strains every juice.
      k.when("fruit:maracuja|jabuticaba|acerola|pitanga|goiaba|uva", k.basic("Coe numa peneira.")),
      "Adoce com {o sweet} a gosto.",
      k.adv("Coe em peneira fina e leve à geladeira até o ponto de bem gelado, sem diluir com gelo demais."),
      "Sirva com gelo.",
    ],
    // A green juice is another juice, not a swap: it is told as an idea, beside the tip.
    tips: [
      "Suco natural perde vitaminas: tome logo depois de bater.",
      "Uma folha de couve com limão e gengibre faz dele um suco verde.",
    ],
    subs: ["Água de coco no lugar da água deixa o suco mais refrescante."],
  },
  {
    id: "limonada",
    ceiling: "iniciante",
    category: "vitaminas",
    flavour: "sweet",
    title: "Limonada suíça",
    ref: "uma limonada",
    description: "Limonada batida com casca, cremosa e bem gelada.",
    minutes: [8, 10, 15],
    slots: {
      citrus: k.need("limao", { default: "limao", factor: 2 }),
      water: k.def("agua", { factor: 2 }),
      sweet: k.def("acucar", { also: "leite_condensado|mel|adocante_culinario" }),
      extra: k.opt("hortela|gengibre|morango|maracuja|coco|leite_condensado", { max: 2 }),
    },
    steps: [
      "Lave bem {o citrus} e corte em quatro, tirando o miolo branco.",
      k.alt(
        "Bata com {o water}, {o sweet}[ e {o extra}] por poucos segundos.",
        "Bata em pulsos de 5 segundos com {o water} gelada e {o sweet+extra}, não mais: se bater demais, a casca amarga.",
      ),
      "Coe e sirva com gelo.",
    ],
    tips: ["Bater pouco é o segredo para não amargar."],
    subs: ["Leite condensado deixa a limonada cremosa, estilo suíça."],
  },
  {
    id: "acai-tigela",
    ceiling: "iniciante",
    category: "vitaminas",
    flavour: "sweet",
    title: "Tigela de {base}[ com {topping}]",
    ref: "uma tigela de {base}",
    description: "Creme gelado de {base} batid{~base}, com {fruit+topping} por cima.",
    minutes: [8, 10, 15],
    slots: {
      // Blended frozen: iogurte goes on top instead.
      base: k.need("acai|cupuacu|banana|morango|manga|abacate|mirtilo", { max: 2, factor: 1.5 }),
      fruit: k.opt("@fruit|-#citrus", { max: 3 }),
      topping: k.def("granola", {
        also: "aveia|@nut|mel|leite_condensado|leite_em_po|pacoca|coco|chia|creme_de_avela|chocolate_granulado|iogurte",
        max: 3,
      }),
      sweet: k.opt("acucar|mel|melado"),
    },
    steps: [
      "{prep:freeze base}.",
      k.alt(
        "Bata {o polpa base}, direto do congelador,[ com {o sweet}] até ficar cremoso.",
        "Bata {o polpa base}, direto do congelador,[ com {o sweet}] com o mínimo de líquido, empurrando com uma espátula, até o ponto de sorvete.",
      ),
      "[{prep:chop fruit}.]",
      "Sirva numa tigela, com {o topping}[ e {o fruit}] por cima.",
    ],
    tips: ["Quanto menos líquido, mais cremoso fica."],
    subs: [
      // A banana tigela already is the frozen-banana ice cream: it is offered another fruit instead.
      k.tipIf("base:*|-banana", "Banana congelada no lugar {do base} vira um sorvete cremoso e sem lactose."),
      k.tipIf("base:banana", "Manga congelada no lugar da banana deixa o creme mais perfumado."),
    ],
  },
];
