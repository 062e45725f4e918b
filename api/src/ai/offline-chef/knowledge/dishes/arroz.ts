import * as k from "../dish-kit.ts";
import type { DishTemplate, StepSpec } from "../dish-types.ts";
import { RICE_WATER_PER_CUP } from "../grain-water.ts";
import { RISOTO } from "./risoto.ts";

const RICE = "arroz|arroz_integral|arroz_arboreo";
// The salt goes in with the water, so it reaches every grain; the water is brought to the boil in the
// pot, so no step speaks of a hot water nobody heated. Integral takes about twice as long as white rice.
const COOK_RICE: StepSpec[] = [
  k.when(
    "rice:*|-arroz_integral",
    k.alt(
      "Junte {o rice} e refogue por 1 minuto; cubra com {o water}, tempere com {salt} e deixe ferver. Tampe e cozinhe em fogo baixo até secar, cerca de 15 minutos.",
      "Junte {o rice} e toste por 2 minutos, até os grãos ficarem perolados; cubra com {o water}, tempere com {salt} e, quando ferver, tampe e cozinhe em fogo mínimo, sem mexer, por 15 minutos.",
    ),
  ),
  k.when(
    "rice:arroz_integral",
    k.alt(
      "Junte {o rice} e refogue por 1 minuto; cubra com {o water}, tempere com {salt} e deixe ferver. Tampe e cozinhe em fogo baixo até secar e o grão ficar macio, cerca de 35 minutos.",
      "Junte {o rice} e toste por 2 minutos; cubra com {o water}, tempere com {salt} e, quando ferver, tampe e cozinhe em fogo mínimo, sem mexer, por 35 a 40 minutos, até a água secar e o grão ficar macio.",
    ),
  ),
];
const RICE_WATER = {
  water: k.def("agua", {
    also: "caldo_de_legumes|caldo_de_galinha|caldo_de_carne",
    follows: { slot: "rice", per: RICE_WATER_PER_CUP },
  }),
};
// Florets in the pot for the rice's 15 minutes turn to mush: they steam on top for the last 5.
const FLORETS = "brocolis|couve_flor|aspargo";

export const ARROZ_DISHES: readonly DishTemplate[] = [
  {
    id: "arroz-branco",
    category: "arroz",
    flavour: "savory",
    title: "Arroz branco soltinho[ com {herb+bay}]",
    ref: "um arroz branco",
    description: "O arroz de todo dia, soltinho e bem temperado.",
    minutes: [20, 25, 30],
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      ...k.ONION,
      ...k.GARLIC,
      ...k.OIL,
      ...k.SALT,
      ...RICE_WATER,
      herb: k.opt("cheiro_verde|salsinha|cebolinha|coentro"),
      // Louro cooks with the rice and leaves before it is served; it is no garnish.
      bay: k.opt("louro"),
    },
    steps: [
      k.adv("Lave {o rice} até a água sair clara e deixe escorrer bem."),
      "Aqueça {o fat} e refogue {o onion+garlic}[ com {o bay}] até dourar levemente.",
      ...COOK_RICE,
      k.alt(
        "Desligue o fogo e deixe descansar tampado por 5 minutos.",
        "Deixe descansar tampado por 5 minutos e solte os grãos com um garfo.",
      ),
      "[Sirva com {o herb}.]",
    ],
    tips: ["A proporção é de 2 xícaras de água para 1 de arroz."],
    subs: [k.tipIf("water:agua", "Caldo de legumes no lugar da água deixa o arroz mais saboroso.")],
  },
  {
    id: "arroz-legumes",
    category: "arroz",
    flavour: "savory",
    title: "Arroz com {veg}",
    ref: "um arroz com {veg}",
    description: "Arroz colorido com {veg}, prato único ou acompanhamento.",
    minutes: [25, 30, 40],
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      ...k.cookedVeg(5, { prep: "em cubinhos", need: true }),
      extra: k.opt("milho|ervilha|uva_passa|azeitona|castanha_de_caju", { max: 2 }),
      ...k.REFOGADO,
      ...RICE_WATER,
      ...k.HERBS,
    },
    steps: [
      k.SAUTE,
      "[Junte {o veg!#leafy|brocolis|couve_flor|aspargo} e refogue por 3 minutos.]",
      k.SPICE_IN,
      ...COOK_RICE,
      k.when(
        `veg:${FLORETS}`,
        "Faltando 5 minutos, espalhe {o veg?brocolis|couve_flor|aspargo} por cima do arroz e tampe de novo, para cozinhar no vapor.",
      ),
      // Greens wilt in the rice's own steam: 20 minutes in the pot would turn them grey.
      "[Desligue o fogo, misture {o veg?#leafy} e tampe por 3 minutos, para as folhas murcharem no vapor.]",
      "Prove, acerte o sal e tempere com {pepper}.",
      "[Misture {o extra} no final.]",
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        `veg:*|-#leafy|-${FLORETS}`,
        "Legumes em cubinhos do tamanho do grão cozinham junto com o arroz.",
      ),
    ],
    subs: ["Use o que tiver na geladeira: cenoura, vagem, abobrinha, brócolis."],
  },
  {
    id: "arroz-forno",
    category: "arroz",
    flavour: "savory",
    title: "Arroz de forno[ com {meat+filling}]",
    ref: "um arroz de forno",
    description: "Arroz misturado[ com {meat+filling}] e coberto de {cheese}, gratinado no forno.",
    minutes: [30, 35, 45],
    servings: 4,
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      // Raw meats are browned and vegetables sautéed before the rice cooks with them: 15 minutes in the
      // oven only melts the cheese.
      meat: k.opt("frango|carne_moida|#cured|#sausage", { max: 2, prep: "em cubinhos" }),
      filling: k.opt("#ham|atum|sardinha|milho|ervilha|@vegetable|-#aromatic|-pepino|-alface", {
        max: 3,
        group: "recheio",
        prep: "em cubinhos",
      }),
      // Tomato goes into the refogado: extrato stirred into cooked rice stays raw and sour.
      tomato: k.opt("molho_de_tomate|extrato_de_tomate|tomate_pelado"),
      cream: k.opt("requeijao|creme_de_leite|queijo_cremoso"),
      egg: k.opt("ovo", { factor: 0.5 }),
      cheese: k.def("mucarela", { also: "#cheese", max: 2 }),
      ...k.REFOGADO,
      ...RICE_WATER,
      ...k.HERBS,
    },
    steps: [
      k.SAUTE_WITH("meat"),
      "[Junte {o filling} e refogue por 3 minutos.]",
      "[Junte {o tomato} e refogue por 2 minutos, mexendo.]",
      k.SPICE_IN,
      ...COOK_RICE,
      "Prove, acerte o sal e tempere com {pepper}.",
      "[Misture ao arroz {o cream+egg}, mexendo bem.]",
      "Coloque em um refratário e cubra com {o cheese}.",
      k.alt(
        "Asse a 200 °C por 15 minutos.",
        "Gratine no forno a 220 °C por 15 minutos, até formar uma crosta dourada.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Com arroz pronto de ontem, pule o cozimento e comece pela mistura."],
    subs: ["[Troque {o meat+filling} pelo que tiver: frango desfiado, atum ou legumes.]"],
  },
  {
    id: "arroz-carreteiro",
    category: "arroz",
    flavour: "savory",
    title: "Arroz carreteiro[ com {veg}]",
    ref: "um arroz carreteiro",
    description: "Arroz gaúcho com {main} picad{~main}, de panela só.",
    course: "main",
    minutes: [35, 45, 60],
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      main: k.need("carne_seca|carne_de_sol|#salted|linguica|calabresa|bacon|carne_bovina|picanha|#cured"),
      ...k.stewVeg(2, { prep: "em cubinhos" }),
      ...k.REFOGADO,
      ...RICE_WATER,
      ...k.HERBS,
    },
    steps: [
      // Only a salted meat is soaked: calabresa or bacon left 12 hours in water would just go to waste.
      k.when(
        "main:#salted",
        "Deixe {o main} de molho em água por 12 horas, trocando a água 3 vezes, e escorra.",
      ),
      k.basic("Pique {o main} e doure {no fat}."),
      k.adv("Pique {o main} em cubinhos e doure bem {no fat}, em porções, até caramelizar."),
      "Junte {o onion+garlic}[ e {o veg}] e refogue.",
      k.SPICE_IN,
      ...COOK_RICE,
      "Acerte {salt} e {pepper}.",
      k.HERB_FINISH,
    ],
    tips: ["Prove antes de salgar se usar carne-seca ou linguiça."],
    subs: ["Sobras de churrasco picadas são o carreteiro original."],
  },
  RISOTO,
  {
    id: "galinhada",
    category: "arroz",
    flavour: "savory",
    title: "Galinhada[ com {veg}]",
    ref: "uma galinhada",
    description: "Arroz amarelinho cozido com {main}, prato goiano de panela só.",
    minutes: [45, 55, 70],
    servings: 4,
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      main: k.need("frango|#poultry"),
      color: k.def("acafrao_da_terra", { also: "paprica" }),
      ...k.stewVeg(3),
      extra: k.opt("milho|ervilha|pequi|azeitona|pimenta_de_cheiro", { max: 2 }),
      ...k.REFOGADO,
      ...RICE_WATER,
      herb: k.def("cheiro_verde", { also: "@herb", max: 2 }),
    },
    steps: [
      "Tempere {o main} com {salt}, {pepper} e {garlic}.",
      k.SEAR(),
      "Junte {o onion}[ e {o veg}] e refogue.",
      "Acrescente {o color}[ e {o extra}] e mexa por 1 minuto.",
      ...COOK_RICE,
      k.HERB_FINISH,
    ],
    tips: [k.tipIf("main:frango", "Use coxa e sobrecoxa: ficam mais suculentas que o peito.")],
    subs: ["Pequi é o toque goiano clássico, para quem gosta."],
  },
  {
    id: "baiao-de-dois",
    category: "arroz",
    flavour: "savory",
    title: "Baião de dois",
    ref: "um baião de dois",
    description: "Arroz e {bean} cozidos juntos com {cheese}, clássico do Ceará.",
    minutes: [40, 50, 65],
    servings: 4,
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      bean: k.need("feijao_fradinho|feijao|#bean", { default: "feijao_fradinho" }),
      cheese: k.def("queijo_coalho", { also: "#cheese" }),
      meat: k.opt("carne_seca|bacon|linguica|calabresa|carne_de_sol|#cured", { max: 2 }),
      butter: k.opt("manteiga"),
      ...k.REFOGADO,
      ...RICE_WATER,
      herb: k.def("coentro", { also: "@herb", max: 2 }),
    },
    steps: [
      k.when(
        "bean:feijao_fradinho",
        "Cozinhe {o bean} em água, sem molho prévio, por 25 minutos, até ficar maci{~bean}, mas inteir{~bean}.",
      ),
      k.when(
        "bean:*|-feijao_fradinho",
        "Deixe {o bean} de molho por 8 horas e cozinhe na pressão com água nova por 25 minutos, até ficar maci{~bean}, mas inteir{~bean}.",
      ),
      k.SAUTE_WITH("meat"),
      ...COOK_RICE,
      "Misture {o bean} com um pouco do caldo e tempere com {salt} e {pepper}.",
      k.alt(
        "Junte {o cheese} em cubos e misture.",
        "Doure {o cheese} numa frigideira seca até caramelizar e junte no final.",
      ),
      "Finalize com {o butter}.",
      k.HERB_FINISH,
    ],
    tips: ["Manteiga de garrafa é o toque nordestino."],
    subs: ["Feijão carioca funciona se não encontrar o de corda."],
  },
  {
    id: "arroz-frito",
    category: "arroz",
    flavour: "savory",
    title: "Arroz frito[ com {extra}]",
    ref: "um arroz frito",
    description: "Arroz salteado com {egg+sauce}, ótimo para usar o arroz do dia anterior.",
    minutes: [15, 20, 25],
    slots: {
      rice: k.need(RICE, { default: "arroz" }),
      egg: k.def("ovo"),
      extra: k.opt("frango|#ham|#cured|camarao|@vegetable|tofu|-#aromatic|-pepino|-alface", {
        max: 4,
        group: "legumes",
        prep: "em cubinhos",
      }),
      sauce: k.def("shoyu", { also: "shoyu_sem_gluten" }),
      spice: k.opt("gengibre|gergelim|paprica_picante", { max: 2 }),
      ...k.GARLIC,
      ...k.OIL,
      herb: k.opt("cebolinha|coentro|@herb"),
    },
    steps: [
      "Cozinhe {o rice} e deixe esfriar, de preferência de um dia para o outro.",
      "Em panela bem quente com {o fat}, cozinhe {o egg} mexendo até firmar e reserve.",
      "Salteie {o garlic}[ e {o extra}] por 3 minutos em fogo alto.",
      k.alt(
        "Junte o arroz, {o sauce} e {o egg} e misture bem.",
        "Junte o arroz frio e salteie sem parar até os grãos chiarem; volte {o egg} à panela e tempere com {o sauce} pela borda da panela, para caramelizar.",
      ),
      "[Finalize com {o spice}.]",
      k.HERB_FINISH,
    ],
    tips: ["Arroz frio não empapa: é o segredo do arroz frito."],
    subs: ["Use shoyu sem glúten se for o caso."],
  },
];
