import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";
import { NHOQUE } from "./nhoque.ts";

const PASTA = "macarrao|macarrao_de_arroz|nhoque";
const READY_FILLING = "atum|sardinha|#ham|palmito";
const COOK_PASTA = k.alt(
  "Cozinhe {o pasta} em bastante água fervente com sal, conforme a embalagem, e escorra.",
  "Cozinhe {o pasta} em água salgada até ficar al dente; reserve uma xícara da água do cozimento antes de escorrer.",
);
// For sauces that never ask for the cooking water: keeping a cup of it would leave the cook wondering.
const BOIL_PASTA = k.alt(
  "Cozinhe {o pasta} em bastante água fervente com sal, conforme a embalagem, e escorra.",
  "Cozinhe {o pasta} em bastante água salgada até ficar al dente e escorra.",
);

export const MASSA_DISHES: readonly DishTemplate[] = [
  {
    id: "macarrao-sugo",
    category: "massas",
    flavour: "savory",
    title: "{pasta} ao sugo[ com {veg}]",
    ref: "um {pasta} ao sugo",
    description: "{pasta} com molho de tomate temperado com {garlic+herb}.",
    minutes: [25, 30, 45],
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      tomato: k.need("tomate|tomate_pelado|molho_de_tomate|extrato_de_tomate", {
        default: "tomate",
        factor: 1.5,
        max: 2,
      }),
      ...k.cookedVeg(3),
      cheese: k.opt("parmesao|#cheese|ricota", { max: 2 }),
      ...k.REFOGADO,
      ...k.SIMMER_HERBS,
    },
    steps: [
      COOK_PASTA,
      k.SAUTE,
      "Junte {o tomato}[ e {o veg}][ e {o spice}] e cozinhe por 10 minutos, amassando.",
      "Tempere com {salt} e {pepper}.",
      k.adv("Deixe o molho reduzir e emulsione com um pouco da água do cozimento para ele abraçar a massa."),
      "Misture {o pasta} ao molho.",
      k.HERB_ON_TOP,
      "Sirva em seguida[, com {o cheese} por cima].",
    ],
    tips: ["Misture a massa ao molho ainda na panela, para pegar sabor."],
    subs: [k.tipIf("tomato:tomate", "Sem tomate fresco, use tomate pelado em lata.")],
  },
  {
    id: "macarrao-alho-oleo",
    category: "massas",
    flavour: "savory",
    title: "{pasta} alho e óleo[ com {extra}]",
    ref: "um {pasta} alho e óleo",
    description: "{pasta} com alho dourado {no fat}, rápido e cheio de sabor.",
    minutes: [15, 20, 25],
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      garlic: k.def("alho", { factor: 2, prep: "fatiado" }),
      extra: k.opt(
        "#leafy|brocolis|#cured|camarao|atum|sardinha|tomate_seco|cogumelo|azeitona|abobrinha|palmito",
        { max: 3 },
      ),
      cheese: k.opt("parmesao|#cheese"),
      // Alho e óleo is garlic in olive oil or oil; butter would make it another dish, so it only finishes.
      fat: k.def("azeite", { also: "oleo", factor: 2 }),
      butter: k.opt("manteiga", { factor: 0.5 }),
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      COOK_PASTA,
      k.alt(
        "Doure {o garlic} {no fat} em fogo baixo.",
        "Confite {o garlic} {no fat} em fogo mínimo até ficar dourado-claro, sem amargar.",
      ),
      "[Junte {o extra} e salteie por 3 minutos.]",
      "Tempere com {salt+pepper+spice}.",
      k.alt(
        "Misture {o pasta} ao alho.",
        "Junte {o pasta} com um pouco da água do cozimento e emulsione, sacudindo a panela.",
      ),
      "[Desligue o fogo e junte {o butter}, só para dar brilho.]",
      k.HERB_ON_TOP,
      "Sirva em seguida[, com {o cheese} por cima].",
    ],
    tips: ["Alho queimado amarga: fogo baixo e atenção."],
    subs: ["Brócolis ou couve salteados transformam o prato numa refeição completa."],
  },
  {
    id: "macarrao-bolonhesa",
    category: "massas",
    flavour: "savory",
    title: "{pasta} à bolonhesa",
    ref: "um {pasta} à bolonhesa",
    description: "{pasta} com um molho encorpado de {main}, cozido devagar.",
    minutes: [35, 45, 70],
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      main: k.need("carne_moida|#ground|linguica|calabresa"),
      tomato: k.def("molho_de_tomate", { also: "tomate|tomate_pelado|extrato_de_tomate", factor: 2, max: 2 }),
      ...k.cookedVeg(2, { prep: "em cubinhos" }),
      wine: k.opt("vinho_tinto"),
      cheese: k.opt("parmesao|#cheese"),
      ...k.REFOGADO,
      ...k.SIMMER_HERBS,
    },
    steps: [
      BOIL_PASTA,
      k.SAUTE,
      "Junte {o veg} e refogue por 3 minutos.",
      k.alt(
        "Acrescente {o main} e mexa até perder a cor rosada.",
        "Aumente o fogo e doure {o main} em camada fina, sem mexer no início, para formar crosta.",
      ),
      k.adv("Deglaceie com {o wine}, raspando o fundo."),
      "Junte {o tomato}[ e {o spice}], tempere com {salt} e {pepper} e cozinhe por 15 minutos.",
      k.REDUCE,
      "Misture {o pasta} ao molho.",
      k.HERB_ON_TOP,
      "Sirva em seguida[, com {o cheese} por cima].",
    ],
    tips: ["Quanto mais tempo o molho cozinha, mais saboroso fica."],
    subs: ["Proteína de soja hidratada no lugar da carne faz uma bolonhesa vegetariana."],
  },
  {
    id: "macarronada-forno",
    category: "massas",
    flavour: "savory",
    title: "Macarronada de forno[ com {filling}]",
    ref: "uma macarronada de forno",
    description: "{pasta} com {sauce}[, {filling}] e {cheese} gratinad{~cheese}, prato de domingo.",
    minutes: [40, 45, 60],
    servings: 4,
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      filling: k.opt("#ham|#cured|#sausage|frango|atum|carne_moida|milho|ervilha|brocolis|palmito", {
        max: 3,
      }),
      sauce: k.def("molho_de_tomate", {
        also: "tomate|extrato_de_tomate|creme_de_leite|requeijao",
        max: 2,
        factor: 2,
      }),
      cheese: k.def("mucarela", { also: "#cheese", max: 2 }),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      BOIL_PASTA,
      k.SAUTE,
      // Raw ground meat needs its 10 minutes, soltando, before the sauce; the rest only warms through.
      k.when(
        "filling:#ground",
        "Junte {o filling} e refogue por 10 minutos, soltando a carne, até perder o rosado.",
      ),
      k.when("!filling:#ground", "Junte {o filling} e refogue por 3 minutos."),
      "Acrescente {o sauce}[ e {o spice}], tempere com {salt} e {pepper} e misture {o pasta}.",
      "Coloque em um refratário e cubra com {o cheese}.",
      k.alt(
        "Asse a 200 °C por 20 minutos.",
        "Gratine a 220 °C por 15 a 20 minutos, até formar uma crosta dourada nas bordas.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Cozinhe a massa um pouco menos: ela termina no forno."],
    subs: ["Sobras de frango assado ou carne desfiada viram recheio."],
  },
  {
    id: "lasanha",
    category: "massas",
    flavour: "savory",
    title: "Lasanha de {filling}",
    ref: "uma lasanha de {filling}",
    description: "Camadas de massa e {sauce} com {filling}, cobertas de {cheese} gratinad{~cheese}.",
    minutes: [60, 75, 100],
    servings: 6,
    slots: {
      // Layers of macarrão or pão de forma are another dish than the lasanha the title names.
      // Sold pré-cozida, it goes in raw and cooks in the sauce: the list says so, since no step boils it.
      dough: k.def("massa_de_lasanha", { prep: "pré-cozida" }),
      filling: k.need(
        "carne_moida|frango|#ham|#ground|#leafy|abobrinha|berinjela|brocolis|palmito|cogumelo|atum|#whitefish",
        { default: "carne_moida", max: 3 },
      ),
      // The dry sheets drink the sauce as they cook: too little and the corners stay hard.
      sauce: k.def("molho_de_tomate", { also: "tomate|tomate_pelado", factor: 2.75 }),
      // Extrato only deepens a sauce: a few spoons, never the sauce itself.
      paste: k.opt("extrato_de_tomate", { qty: [2, "cs"] }),
      cheese: k.def("mucarela", { also: "#cheese|requeijao|ricota", max: 3 }),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      k.SAUTE,
      // Canned fish, frios and palmito are sold ready: they only warm in the sauce.
      `[Junte {o filling!${READY_FILLING}|#whitefish} e refogue até cozinhar.]`,
      "Junte {o sauce}[ e {o paste}] à panela, tempere com {salt+pepper+spice} e cozinhe por 10 minutos.",
      `[Junte {o filling?${READY_FILLING}} ao molho e misture só para aquecer.]`,
      // Fish poaches whole in the sauce and flakes there: sautéed in cubes it would fall apart dry.
      "[Acomode {o filling?#whitefish} no molho, cozinhe tampado por 10 minutos e desfaça em lascas, tirando a pele e as espinhas.]",
      k.adv("Deixe reduzir até o molho ficar espesso, para a lasanha não desmontar ao cortar."),
      "Em um refratário, espalhe um pouco do recheio e alterne camadas de {dough}, recheio e {cheese}.",
      "Termine com recheio e {cheese} por cima.",
      k.alt(
        "Cubra com papel-alumínio e asse a 200 °C por 30 minutos; descubra e doure.",
        "Asse coberto com papel-alumínio a 190 °C por 30 minutos, gratine descoberto e deixe descansar 15 minutos antes de cortar.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["A massa pré-cozida vai crua para o forno e cozinha no molho: cubra bem cada camada."],
    subs: ["Fatias finas de abobrinha podem substituir a massa."],
  },
  NHOQUE,
  {
    id: "macarrao-carbonara",
    category: "massas",
    flavour: "savory",
    title: "{pasta} à carbonara",
    ref: "um {pasta} à carbonara",
    description: "{pasta} com {main}, {egg} e {cheese}: o creme vem dos ovos, sem creme de leite.",
    minutes: [20, 25, 30],
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      // Pork that crisps in its own fat; bacalhau or carne-seca make another dish, not a carbonara.
      main: k.need("bacon|paio|calabresa|linguica|#ham"),
      egg: k.def("ovo"),
      cheese: k.def("parmesao", { also: "#cheese" }),
      ...k.SEASON,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      COOK_PASTA,
      "Aqueça uma frigideira e doure {o main} até ficar crocante.",
      "Bata {o egg} com {o cheese} e {pepper}.",
      k.alt(
        "Desligue o fogo, junte {o pasta} quente e misture os ovos rapidamente.",
        "Fora do fogo, junte {o pasta} e a mistura de ovos com um pouco da água do cozimento, mexendo até emulsionar num creme liso, sem talhar.",
      ),
      "Acerte {o salt}[, salpique {o herb}] e sirva na hora.",
    ],
    tips: ["Nunca coloque os ovos com a panela no fogo: eles viram ovo mexido."],
    subs: ["Linguiça calabresa em cubinhos substitui bem o bacon."],
  },
  {
    id: "macarrao-molho-branco",
    category: "massas",
    flavour: "savory",
    title: "{pasta} ao molho branco[ com {extra}]",
    ref: "um {pasta} ao molho branco",
    description: "{pasta} com molho branco cremoso[, perfumado com {nutmeg}].",
    minutes: [25, 30, 40],
    slots: {
      pasta: k.need(PASTA, { default: "macarrao" }),
      milk: k.need("leite|leite_vegetal|creme_de_leite|requeijao|queijo_cremoso", {
        default: "leite",
        factor: 2,
        max: 2,
      }),
      extra: k.opt("frango|#ham|#cured|atum|camarao|brocolis|cogumelo|ervilha|milho|espinafre|palmito", {
        max: 3,
      }),
      flour: k.def("farinha_de_trigo", { also: "amido_de_milho|farinha_de_arroz", factor: 0.2 }),
      cheese: k.opt("#cheese", { max: 2 }),
      ...k.BUTTER,
      nutmeg: k.opt("noz_moscada"),
      ...k.SEASON,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      COOK_PASTA,
      "[Refogue {o extra} {no fat} por 3 minutos e reserve.]",
      k.alt(
        "Derreta {o fat}, junte {o flour} e mexa por 1 minuto; acrescente {o milk} aos poucos, mexendo até engrossar.",
        "Faça um roux com {o fat} e {o flour} por 2 minutos, sem dourar; junte {o milk} morno aos poucos, batendo, até o molho ficar liso e napar a colher.",
      ),
      "Tempere com {salt+pepper+nutmeg}.",
      "Misture {o pasta} ao molho[ com {o extra+cheese}].",
      k.adv("Se o molho ficar grosso, afine com um pouco da água do cozimento reservada."),
      k.HERB_FINISH,
    ],
    tips: ["Leite adicionado aos poucos evita que o molho empelote."],
    subs: [
      k.tipIf(
        "flour:farinha_de_trigo|farinha_de_trigo_integral",
        "Amido de milho no lugar da farinha deixa o molho sem glúten.",
      ),
    ],
  },
];
