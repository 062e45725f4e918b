import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

// Breads a sandwich is filled and pressed in; torradas are already toasted and crack, so only dips take them.
const BREAD = "pao_frances|pao_de_forma|pao_sirio|pao_sem_gluten";

export const LANCHE_DISHES: readonly DishTemplate[] = [
  {
    id: "misto-quente",
    ceiling: "iniciante",
    category: "lanches",
    flavour: "savory",
    title: "Misto-quente[ com {extra}]",
    ref: "um misto-quente",
    description: "Sanduíche na chapa com {ham+cheese} derretendo, o lanche mais brasileiro que existe.",
    minutes: [10, 12, 15],
    slots: {
      bread: k.need(BREAD, { default: "pao_de_forma" }),
      // What goes in is eaten as it comes: the pan only melts the cheese, so no raw frango, linguiça or egg.
      ham: k.def("presunto", { also: "#ham|atum" }),
      cheese: k.def("mucarela", { also: "#cheese|requeijao", max: 2 }),
      extra: k.opt("tomate|oregano|abacaxi|#salad-leaf", { max: 2 }),
      ...k.BUTTER,
    },
    steps: [
      "Monte o sanduíche com {o bread}, {o ham}[, {o extra}] e {o cheese}.",
      "Passe {o fat} do lado de fora do sanduíche.",
      k.alt(
        "Doure na frigideira em fogo baixo, apertando com uma espátula, dos dois lados.",
        "Doure em fogo baixo com uma tampa por cima nos primeiros minutos, para o queijo derreter antes de o lado de fora queimar; vire e termine até o ponto crocante.",
      ),
    ],
    tips: ["Fogo baixo: o queijo precisa de tempo para derreter."],
    subs: ["Pão francês aberto também fica ótimo na chapa."],
  },
  {
    id: "sanduiche-natural",
    ceiling: "iniciante",
    category: "lanches",
    flavour: "savory",
    title: "Sanduíche natural de {main}[ e {cheese}]",
    ref: "um sanduíche natural de {main}",
    description: "Sanduíche leve com pasta cremosa de {main}[ e fatias de {cheese}].",
    minutes: [15, 18, 25],
    slots: {
      bread: k.need(BREAD, { default: "pao_de_forma" }),
      main: k.need("frango|atum|sardinha|#ham|ovo|grao_de_bico|tofu|ricota|queijo_minas|palmito"),
      ...k.veg(3, { prep: "ralado" }),
      creamy: k.def("requeijao", { also: "maionese|iogurte|queijo_cremoso|ricota|abacate|mostarda", max: 2 }),
      // Presunto e queijo is the natural's classic pair: the cook's cheese goes in sliced over the paste.
      cheese: k.opt("#cheese|-parmesao", { prep: "fatiado" }),
      acid: k.opt("limao"),
      ...k.SALT,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      k.when("main:frango", "Cozinhe {o main} em água com sal por 25 minutos, deixe amornar e desfie."),
      k.when("main:ovo", "Cozinhe {o main} por 10 minutos, descasque e pique."),
      k.when(
        "main:grao_de_bico",
        "Deixe {o main} de molho por 8 horas, cozinhe na pressão com água nova por 30 minutos, escorra e amasse com um garfo.",
      ),
      k.when("main:atum|sardinha", "Escorra {o main} e desfaça em lascas com um garfo."),
      k.when("main:#ham|tofu|queijo_minas|palmito", "Pique {o main} bem miudinho."),
      k.when("main:ricota", "Amasse {o main} com um garfo."),
      k.alt(
        "Misture {o main} com {o creamy}[, {o herb}][, gotas {do acid}] e {salt}.",
        "Misture {o main} com {o creamy}[, {o herb}][, gotas {do acid}] e {salt}, até ficar uma pasta cremosa e emulsionada.",
      ),
      "Espalhe a pasta {no bread}[ e cubra com {o cheese}][; distribua {o veg} por cima].",
      "Feche, corte na diagonal e sirva ou embrulhe em filme.",
    ],
    tips: ["Enrolado em filme, dura até 6 horas na geladeira."],
    subs: ["Pão integral deixa o lanche mais nutritivo."],
  },
  {
    id: "pao-de-queijo",
    category: "lanches",
    flavour: "savory",
    title: "Pão de queijo caseiro",
    ref: "um pão de queijo",
    description: "Pão de queijo mineiro, crocante por fora e puxa-puxa por dentro.",
    minutes: [50, 60, 75],
    servings: 6,
    slots: {
      starch: k.need("polvilho_doce|polvilho_azedo|goma_de_tapioca", {
        default: "polvilho_doce",
        qty: [2, "xic"],
        max: 2,
      }),
      cheese: k.need("#cheese", { default: "queijo_minas", qty: [1.5, "xic"], max: 2 }),
      milk: k.def("leite", { also: "leite_vegetal", qty: [1, "xic"] }),
      oil: k.def("oleo", { also: "manteiga|azeite", qty: [0.5, "xic"] }),
      egg: k.def("ovo", { qty: [2, "un"] }),
      ...k.SALT,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      "Ferva {o milk} com {o oil} e {salt}.",
      k.alt(
        "Despeje sobre {o starch} e misture até esfriar.",
        "Escalde {o starch} com o líquido fervente, mexendo até formar uma massa lisa; espere amornar para os ovos não cozinharem.",
      ),
      "Junte {o egg} um a um e depois {o cheese}[ e {o herb}], sovando até desgrudar das mãos.",
      "Faça bolinhas com as mãos untadas e coloque numa assadeira.",
      k.alt(
        "Asse a 200 °C por 25 minutos.",
        "Asse a 200 °C até crescerem e dourarem; não abra o forno nos primeiros 15 minutos.",
      ),
    ],
    tips: ["As bolinhas cruas podem ser congeladas e assadas direto do freezer."],
    subs: ["Metade polvilho azedo deixa o pão de queijo mais aerado."],
  },
  {
    id: "hamburguer",
    category: "lanches",
    flavour: "savory",
    title: "Hambúrguer caseiro[ com {fried+extra}]",
    ref: "um hambúrguer caseiro",
    description: "Hambúrguer de {main} temperad{~main} em casa, suculento e sem conservantes.",
    minutes: [25, 30, 40],
    slots: {
      // Only ground meat holds a patty as it is: chicken in cubes, raw grão-de-bico or dry soja do not.
      main: k.need("carne_moida", { default: "carne_moida" }),
      bread: k.def("pao_frances", { also: BREAD }),
      cheese: k.opt("#cheese"),
      // Bacon and eggs are fried in the patties' pan; the rest goes in as it is.
      fried: k.opt("bacon|ovo", { max: 2 }),
      extra: k.opt("tomate|#salad-leaf|cebola_roxa|pepino|abacaxi", { max: 3 }),
      sauce: k.opt("maionese|ketchup|mostarda|molho_de_pimenta", { max: 2 }),
      ...k.OIL,
      ...k.SEASON,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      "Tempere {o main} com {salt} e {pepper}, sem sovar demais.",
      "Modele discos de 2 cm de altura com um afundadinho no centro.",
      k.alt(
        "Frite na frigideira com {o fat} por 4 minutos de cada lado.",
        "Sele em chapa fumegante com {o fat} por 3 minutos sem mexer, vire uma vez e termine no ponto desejado.",
      ),
      "[Coloque {o cheese} por cima no último minuto e tampe para derreter.]",
      "[Na mesma frigideira, frite {o fried}.]",
      "Monte o hambúrguer {no bread}[ com {o fried+extra+sauce}].",
      k.HERB_FINISH,
    ],
    tips: ["Sal só na hora de grelhar, senão a carne fica com textura de linguiça."],
    subs: ["Grão-de-bico amassado com farinha faz um hambúrguer vegetariano."],
  },
  {
    id: "cachorro-quente",
    category: "lanches",
    flavour: "savory",
    title: "Cachorro-quente de panela",
    ref: "um cachorro-quente",
    description: "{main} no {sauce}, servid{~main} no pão[, com {o kernels+extra}].",
    minutes: [20, 25, 30],
    slots: {
      main: k.need("salsicha|linguica|calabresa|frango|carne_moida", { default: "salsicha" }),
      bread: k.def("pao_frances", { also: BREAD, factor: 1.5 }),
      sauce: k.def("molho_de_tomate", { also: "tomate|extrato_de_tomate|ketchup", factor: 1.5 }),
      // Milho goes on the hot dog cooked (or from the can), never raw.
      kernels: k.opt("milho", { prep: "cozido" }),
      extra: k.opt("ervilha|batata_palha|#cheese|pimentao|azeitona|maionese|mostarda", { max: 4 }),
      ...k.REFOGADO,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      // Sausage and meat are browned in the fat before the sauce: raw in the sauce they boil pale.
      k.SAUTE_WITH("main"),
      "Junte {o sauce} à panela, tempere com {salt} e {pepper} e cozinhe por 10 minutos.",
      k.adv("Deixe o molho reduzir até ficar espesso, para não encharcar {o bread}."),
      "Recheie {o bread} com {o main} no molho[ e finalize com {o kernels+extra}].",
      k.HERB_FINISH,
    ],
    tips: ["Aqueça o pão rapidamente na frigideira antes de rechear."],
    subs: ["Frango desfiado no molho faz um cachorro-quente diferente."],
  },
  {
    id: "bruschetta",
    ceiling: "iniciante",
    category: "lanches",
    flavour: "savory",
    title: "Torradas com {topping+grilled+egg}",
    ref: "umas torradas com {topping+grilled+egg}",
    description: "{bread} tostad{~bread} {no fat} com cobertura de {topping+grilled+egg}.",
    minutes: [15, 18, 25],
    slots: {
      bread: k.need(BREAD, { default: "pao_frances" }),
      // Eaten as they come; mushrooms, abobrinha and berinjela are grilled and eggs boiled first.
      topping: k.need("tomate|#cheese|ricota|sardinha|atum|abacate|#ham|tomate_seco|pimentao|palmito", {
        max: 3,
      }),
      grilled: k.opt("cogumelo|abobrinha|berinjela", { max: 2 }),
      egg: k.opt("ovo"),
      // Pizza-style: a spoon of sauce under the topping, never bought for it.
      sauce: k.opt("molho_de_tomate", { factor: 0.5 }),
      ...k.GARLIC,
      ...k.FAT,
      ...k.SALT,
      herb: k.def("manjericao", { also: "@herb", max: 2 }),
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      // Pão de forma and torradas come sliced. "Unte" suits butter as well as oil, which a "fio" does not;
      // the garlic toasts on the bread instead of going raw on top.
      k.when(
        "bread:*|-pao_de_forma|-torrada|-pao_sem_gluten",
        k.alt(
          "Corte {o bread} em fatias, unte com {o fat} e espalhe {o garlic} por cima.",
          "Corte {o bread} em fatias e unte com {o fat}.",
        ),
      ),
      k.when(
        "!bread:*|-pao_de_forma|-torrada|-pao_sem_gluten",
        k.alt(
          "Unte as fatias {do bread} com {o fat} e espalhe {o garlic} por cima.",
          "Unte as fatias {do bread} com {o fat}.",
        ),
      ),
      k.alt(
        "Toste no forno ou na frigideira até dourar.",
        "Toste em frigideira seca até o ponto de marcar e esfregue {o garlic} cortad{~garlic} ao meio nas fatias ainda quentes.",
      ),
      "[Cozinhe {o egg} por 10 minutos, descasque e pique.]",
      // Raw pimentão is hard and sharp on toast: it is grilled with the vegetables.
      "[Grelhe {o grilled+topping?pimentao} numa frigideira com um pouco {do fat} até dourar.]",
      // The list already gives each topping its cut ("queijo ralado", "tomate picado").
      "Tempere {o topping+grilled+egg} com {salt}[, {o spice}][ e um fio {do fat!manteiga|margarina}].",
      k.when("!sauce:*", "Distribua sobre as torradas na hora de servir."),
      // Spread early, the sauce would soak the toast: it goes on with the topping.
      k.when(
        "sauce:*",
        "Na hora de servir, espalhe {o sauce} sobre as torradas e distribua a cobertura por cima.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Monte na hora para o pão não amolecer."],
    subs: ["Pão amanhecido é perfeito para essa receita."],
  },
  {
    id: "homus",
    category: "lanches",
    flavour: "savory",
    title: "Pasta de {bean}",
    ref: "uma pasta de {bean}",
    description: "Pasta cremosa de {bean} com {acid+garlic}, para comer com pão ou legumes crus.",
    minutes: [15, 20, 30],
    slots: {
      bean: k.need("grao_de_bico|feijao_branco|#bean|lentilha|ervilha|abobora|berinjela|abacate", {
        default: "grao_de_bico",
        factor: 1.5,
        // Whole: the steps say how each base is opened, cooked or scooped.
        prep: "",
      }),
      paste: k.opt("gergelim|amendoim|castanha_de_caju|iogurte|ricota"),
      acid: k.def("limao", { factor: 0.5 }),
      ...k.GARLIC,
      fat: k.def("azeite", { factor: 2 }),
      ...k.SALT,
      dip: k.opt(BREAD + "|torrada|cenoura|pepino|salsao|biscoito_de_agua_e_sal", { max: 2 }),
      spice: k.opt("cominho|paprica|paprica_picante"),
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      // Each base is made soft its own way: no "se precisar" left for the cook to decide.
      k.when(
        "bean:grao_de_bico|#bean|fava|soja",
        "Deixe {o bean} de molho por 8 horas, descarte a água e cozinhe na pressão com água nova por 30 minutos, até ficar bem maci{~bean}; escorra, guardando um pouco da água.",
      ),
      k.when(
        "bean:lentilha|ervilha_seca",
        "Cozinhe {o bean} em água por 25 minutos, até ficar bem maci{~bean}; escorra, guardando um pouco da água.",
      ),
      k.when(
        "bean:berinjela",
        "Fure {o bean} com um garfo e toste inteir{~bean} direto na chama do fogão, virando com uma pinça, por 15 minutos, até a casca queimar e a polpa amolecer; espere amornar e raspe a polpa com uma colher.",
      ),
      k.when(
        "bean:abobora",
        "Corte {o bean} em cubos e cozinhe no vapor por 15 minutos, até ficar bem maci{~bean}.",
      ),
      k.when("bean:abacate", "Corte {o bean} ao meio, tire o caroço e raspe a polpa com uma colher."),
      k.alt(
        "Bata {o bean} com {o garlic}, {o suco acid}[, {o paste}], {salt} e {o fat}.",
        "Bata {o bean} com {o garlic}, {o suco acid}[, {o paste}] e {salt}; com o processador ligado, emulsione {o fat} em fio e um pouco de água gelada até ficar aerado.",
      ),
      k.HERB_ON_TOP,
      "Sirva com um fio de azeite[, {o spice}][ e {o dip}].",
    ],
    tips: ["Água gelada no fim deixa a pasta mais clara e leve."],
    subs: ["Sem gergelim, a pasta fica boa só com limão e azeite."],
  },
  {
    id: "pizza-frigideira",
    category: "lanches",
    flavour: "savory",
    title: "Pizza de frigideira[ de {topping}]",
    ref: "uma pizza de frigideira",
    description: "Massa rápida de frigideira com cobertura de {topping}, sem forno e sem fermentação.",
    minutes: [25, 30, 40],
    slots: {
      flour: k.need("farinha_de_trigo|massa_de_pizza|pao_sirio|farinha_de_trigo_integral", {
        default: "farinha_de_trigo",
      }),
      sauce: k.def("molho_de_tomate", { also: "tomate|extrato_de_tomate" }),
      cheese: k.def("mucarela", { also: "#cheese", max: 2 }),
      topping: k.opt(
        "#ham|#cured|calabresa|frango|atum|tomate|milho|palmito|cogumelo|azeitona|pimentao|cebola|rucula|ovo|abobrinha",
        { max: 4 },
      ),
      milk: k.def("iogurte", { also: "leite|leite_vegetal" }),
      leaven: k.def("fermento_quimico"),
      ...k.FAT,
      ...k.SALT,
      herb: k.def("oregano", { also: "@herb", max: 2 }),
    },
    steps: [
      "Misture {o flour}, {o milk}, {o leaven}, {salt} e 1 colher {do fat} até formar uma massa macia.",
      "Abra a massa no tamanho da frigideira.",
      k.alt(
        "Doure a massa na frigideira untada com {o fat}, dos dois lados.",
        "Doure a massa em frigideira de ferro com {o fat} em fogo médio, até formar bolhas e o fundo chegar ao ponto crocante; vire.",
      ),
      "Espalhe {o sauce}, {o cheese}[ e {o topping}].",
      "Tampe e cozinhe em fogo baixo até o queijo derreter.",
      k.HERB_FINISH,
    ],
    tips: ["Tampa na frigideira funciona como um forninho."],
    subs: ["Pão sírio como base deixa tudo pronto em 10 minutos."],
  },
];
