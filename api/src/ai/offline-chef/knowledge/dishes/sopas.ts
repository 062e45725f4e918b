import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const SOUP_WATER = {
  water: k.def("agua", { also: "caldo_de_legumes|caldo_de_galinha|caldo_de_carne", factor: 3 }),
};
// A creme is blended thick: water just to cover the vegetables, half a soup's.
const CREME_WATER = {
  water: k.def("agua", { also: "caldo_de_legumes|caldo_de_galinha|caldo_de_carne", factor: 1.5 }),
};
const BLEND = k.alt(
  "Bata no liquidificador até ficar liso, com cuidado por estar quente.",
  "Bata até ficar bem liso e passe por uma peneira para um creme aveludado.",
);

export const SOPA_DISHES: readonly DishTemplate[] = [
  {
    id: "canja",
    category: "sopas",
    flavour: "savory",
    title: "Canja de {main}",
    ref: "uma canja de {main}",
    description: "Canja de {main} com {rice+veg+carb}, a sopa que cura tudo.",
    minutes: [40, 50, 70],
    servings: 4,
    slots: {
      main: k.need("frango|#poultry"),
      rice: k.def("arroz", { also: "macarrao|arroz_integral", factor: 0.5 }),
      ...k.stewVeg(3, { prep: "em cubinhos" }),
      carb: k.opt("batata|mandioquinha", { prep: "em cubinhos" }),
      ...k.REFOGADO,
      ...SOUP_WATER,
      herb: k.def("cheiro_verde", { also: "@herb", max: 2 }),
    },
    steps: [
      k.alt(
        "Cozinhe {o main} {no water} com sal por 25 minutos; retire e desfie.",
        "Cozinhe {o main} {no water} fri{~water}, em fervura branda, por 25 minutos, retirando a espuma; coe o caldo e desfie a carne.",
      ),
      k.SAUTE,
      "Despeje o caldo na panela, junte {o rice+carb+veg} e cozinhe por 15 minutos.",
      "Volte {o main} desfiad{~main} e tempere com {salt} e {pepper}.",
      // Rice thickens the broth as it breaks down; pasta stays whole.
      k.when(
        "rice:arroz|arroz_integral",
        k.adv("Acerte o ponto: a canja deve ficar levemente encorpada pelo arroz que se desmancha."),
      ),
      k.HERB_FINISH,
    ],
    tips: ["Retirar a espuma do caldo deixa a canja mais limpa e leve."],
    subs: [k.tipIf("rice:arroz|arroz_integral", "Macarrãozinho pode entrar no lugar do arroz.")],
  },
  {
    id: "sopa-legumes",
    category: "sopas",
    flavour: "savory",
    title: "Sopa de [{bean} com ]{veg}[ e {carb}]",
    ref: "uma sopa de [{bean} com ]{veg}",
    description: "Sopa caseira de [{bean} com ]{veg}[ e {carb}], leve e nutritiva.",
    minutes: [35, 40, 55],
    servings: 4,
    slots: {
      ...k.cookedVeg(6, { need: true, prep: "em cubos", group: "legumes" }),
      carb: k.opt("batata|#potato|mandioca|macarrao|arroz|milho|abobora", { max: 2, prep: "em cubos" }),
      // Browned first, so only meats that cook through in the soup's 25 minutes (músculo takes hours).
      protein: k.opt("frango|carne_moida|#sausage|#cured"),
      bean: k.opt("grao_de_bico|lentilha|feijao|#bean", { prep: "cozido" }),
      ...k.REFOGADO,
      ...SOUP_WATER,
      ...k.SIMMER_HERBS,
    },
    steps: [
      k.SAUTE_WITH("protein"),
      // Greens go in at the end, so they stay green; everything else cooks the soup's 25 minutes.
      "Junte {o veg!#leafy+carb} e refogue por 3 minutos.",
      k.SPICE_IN,
      "Cubra com {o water}[, junte {o bean}] e cozinhe por 25 minutos.",
      "[Junte {o veg?#leafy} e cozinhe por 3 minutos, só até murchar.]",
      "Tempere com {salt} e {pepper}.",
      k.adv("Bata um terço da sopa e volte à panela: ela encorpa sem perder os pedaços."),
      k.HERB_FINISH,
    ],
    tips: ["Corte tudo do mesmo tamanho para cozinhar por igual."],
    subs: ["Um punhado de macarrãozinho deixa a sopa mais sustentosa."],
  },
  {
    id: "caldo-verde",
    category: "sopas",
    flavour: "savory",
    title: "Caldo verde",
    ref: "um caldo verde",
    description: "Creme de {carb} com {green} em tiras finas[ e {meat}], o caldo das noites frias.",
    minutes: [35, 40, 55],
    servings: 4,
    slots: {
      carb: k.need("batata|mandioca|mandioquinha|inhame", { factor: 1.5 }),
      green: k.need("couve|#leafy", { default: "couve" }),
      meat: k.opt("calabresa|linguica|paio|bacon"),
      ...k.REFOGADO,
      ...SOUP_WATER,
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      "Cozinhe {o carb} {no water} com {o onion} e {o garlic} até desmanchar.",
      BLEND,
      "[Doure {o meat} numa frigideira quente, na própria gordura.]",
      "Volte o creme ao fogo, junte {o green} e cozinhe por 3 minutos.",
      "Tempere com {salt}, {pepper}[, {o spice}] e um fio {do fat}.",
      "[Sirva com {o meat} por cima.]",
    ],
    tips: ["{o green} entra no fim para ficar verdinh{~green}."],
    subs: [k.tipIf("carb:batata", "Mandioca no lugar da batata deixa o caldo mais brasileiro.")],
  },
  {
    id: "creme-legume",
    category: "sopas",
    flavour: "savory",
    title: "Creme de {main}",
    ref: "um creme de {main}",
    description: "Creme aveludado de {main}, batido até ficar liso.",
    minutes: [30, 35, 50],
    servings: 4,
    slots: {
      main: k.need(
        "abobora|mandioquinha|batata|cenoura|brocolis|couve_flor|ervilha|milho|espinafre|tomate|cogumelo|batata_doce|inhame|beterraba|abobrinha|mandioca|alho_poro",
        // Grated carrot is for a salad: what is blended afterwards only needs to cook through.
        { factor: 2, max: 2, stewCut: "em rodelas" },
      ),
      // The cream finishes what the water cooked: a little, or the creme turns back into a soup.
      cream: k.opt("creme_de_leite|leite|requeijao|leite_de_coco|queijo_cremoso|creme_de_coco", {
        factor: 0.5,
      }),
      spice: k.opt("gengibre|noz_moscada|curry|cominho|paprica", { max: 2 }),
      nut: k.opt("@nut"),
      ...k.REFOGADO,
      ...CREME_WATER,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      k.SAUTE,
      "Junte {o main}[ e {o spice}] e refogue por 3 minutos.",
      "Cubra com {o water} e cozinhe até ficar bem macio.",
      BLEND,
      "Volte ao fogo[, misture {o cream}] e tempere com {salt} e {pepper}.",
      k.HERB_ON_TOP,
      "[Toste {o nut} numa frigideira seca e sirva por cima.]",
    ],
    tips: ["Se ficar grosso demais, afine com um pouco de água quente."],
    subs: [
      k.tipIf(
        "cream:creme_de_leite|leite|requeijao|queijo_cremoso",
        "Leite de coco no lugar {do cream} faz uma versão sem lactose.",
      ),
      k.tipIf("!cream:*", "Um pouco de creme de leite no fim deixa o creme mais encorpado."),
    ],
  },
  {
    id: "sopa-feijao-macarrao",
    category: "sopas",
    flavour: "savory",
    title: "Sopa de {bean} com {pasta}",
    ref: "uma sopa de {bean}",
    description: "Sopa de {bean} com {pasta}, sustentosa e barata.",
    minutes: [35, 40, 55],
    servings: 4,
    slots: {
      // The soup starts from cooked beans with their broth, so the list says so.
      bean: k.need("feijao|#bean|lentilha|grao_de_bico|ervilha_seca", { prep: "cozido", factor: 1.5 }),
      pasta: k.def("macarrao", { also: "macarrao_de_arroz|arroz", factor: 0.4 }),
      ...k.cookedVeg(3, { prep: "em cubos" }),
      meat: k.opt("bacon|linguica|calabresa|#cured|carne_moida"),
      ...k.REFOGADO,
      ...SOUP_WATER,
      ...k.SIMMER_HERBS,
    },
    steps: [
      k.SAUTE_WITH("meat"),
      "Junte {o water}[, {o veg!#leafy}] e {o bean} cozid{~bean} com o caldo e deixe ferver.",
      k.SPICE_IN,
      "Acrescente {o pasta} e cozinhe até ficar maci{~pasta}.",
      "[Junte {o veg?#leafy} e cozinhe por 3 minutos, só até murchar.]",
      k.alt(
        "Tempere com {salt} e {pepper}.",
        "Deixe reduzir até o ponto de sopa cremosa e ajuste {o salt} e {o pepper}.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["{o pasta} absorve caldo: sirva logo."],
    subs: ["Arroz substitui o macarrão numa versão sem glúten."],
  },
  {
    id: "sopa-cebola",
    category: "sopas",
    flavour: "savory",
    title: "Sopa de cebola gratinada",
    ref: "uma sopa de cebola",
    description: "Cebolas douradas devagar até adoçar, caldo escuro e pão com queijo gratinado.",
    minutes: [50, 60, 80],
    slots: {
      // The title promises cebola: alho-poró alone makes another soup.
      onion: k.need("cebola|cebola_roxa", { factor: 4, prep: "em fatias finas", max: 2 }),
      bread: k.def("pao_frances", { also: "pao_de_forma|torrada|pao_sem_gluten" }),
      cheese: k.def("queijo", { also: "#cheese" }),
      wine: k.opt("vinho_branco|vinho_tinto|cerveja"),
      ...k.BUTTER,
      ...k.SEASON,
      water: k.def("caldo_de_carne", { also: "caldo_de_legumes|caldo_de_galinha|agua", factor: 3 }),
      herb: k.opt("tomilho|louro|alecrim"),
    },
    steps: [
      k.alt(
        "Doure {o onion} {no fat} em fogo baixo, mexendo de vez em quando, por 25 minutos.",
        "Caramelize {o onion} {no fat} em fogo baixo por 40 minutos, até ganhar cor de âmbar escuro.",
      ),
      k.adv("Deglaceie com [{o wine} e ]um pouco {do water}, raspando o fundo."),
      "Junte {o water}[ e {o herb}] e cozinhe por 15 minutos; tempere com {salt} e {pepper}.",
      "Distribua em cumbucas que vão ao forno, cubra com fatias {do bread} e {o cheese} e gratine no forno a 220 °C por 5 a 8 minutos, até o queijo derreter e dourar.",
      "Sirva em seguida, com cuidado: as cumbucas saem muito quentes.",
    ],
    tips: ["A paciência com a cebola é o que dá o sabor."],
    subs: ["Sem forno, derreta o queijo sobre o pão na frigideira tampada."],
  },
];
