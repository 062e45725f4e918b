import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const PUREE = "mandioca|batata|mandioquinha|batata_doce|abobora|inhame|couve_flor";

export const ESCONDIDINHO_DISHES: readonly DishTemplate[] = [
  {
    id: "escondidinho",
    category: "escondidinhos",
    flavour: "savory",
    title: "Escondidinho de {main}",
    ref: "um escondidinho de {main}",
    description: "Recheio de {main} escondid{~main} sob um purê de {puree} gratinad{~puree}.",
    minutes: [50, 60, 80],
    servings: 4,
    slots: {
      main: k.need(
        "carne_seca|carne_moida|frango|carne_de_sol|camarao|bacalhau|atum|#ground|proteina_de_soja|jaca_verde|cogumelo|palmito",
      ),
      puree: k.def("mandioca", { also: PUREE, factor: 1.5 }),
      // A purê mashed with nothing but salt is dry and gluey; a butter on top would push a portion past
      // a main course's calories, so the dairy alone makes it creamy.
      creamy: k.def("leite", {
        also: "requeijao|creme_de_leite|queijo_cremoso",
        qty: [1, "xic"],
        qtyOf: { creme_de_leite: [1, "cx"], requeijao: [0.5, "xic"], queijo_cremoso: [0.5, "xic"] },
      }),
      cheese: k.def("mucarela", { also: "#cheese", max: 2 }),
      ...k.cookedVeg(2),
      ...k.REFOGADO,
      ...k.HERBS,
    },
    steps: [
      "Cozinhe {o puree} até ficar{^puree} bem maci{~puree} e amasse ainda quente com {o creamy}; tempere com {salt}.",
      k.SAUTE,
      "Junte {o main}[ e {o veg}], tempere com {pepper}[ e {o spice}] e refogue até secar.",
      k.adv("Deixe o recheio reduzir até ficar úmido, sem caldo, para o purê não afundar."),
      "Em um refratário, espalhe o recheio e cubra com o purê.",
      "Cubra com {o cheese}.",
      k.alt(
        "Asse a 200 °C por 20 minutos.",
        "Gratine a 220 °C por 15 a 20 minutos, até formar crosta dourada.",
      ),
      k.HERB_FINISH,
    ],
    tips: [
      k.tipIf(
        "main:carne_seca|carne_de_sol|bacalhau",
        "Dessalgue {o main} na véspera, trocando a água três ou quatro vezes.",
      ),
    ],
    subs: ["Purê de abóbora deixa o escondidinho adocicado e colorido."],
  },
  {
    id: "moqueca-vegetal",
    category: "moquecas",
    flavour: "savory",
    title: "Moqueca de {main}",
    ref: "uma moqueca de {main}",
    description: "Moqueca vegetariana de {main} com {coconut+pepperveg+herb}.",
    minutes: [30, 35, 50],
    slots: {
      main: k.need("banana_da_terra|palmito|caju|jaca_verde|tofu|cogumelo|grao_de_bico|abobora|berinjela", {
        max: 2,
      }),
      coconut: k.def("leite_de_coco", { also: "creme_de_coco", factor: 1.5 }),
      tomato: k.def("tomate", { prep: "em rodelas" }),
      pepperveg: k.def("pimentao", { max: 2, prep: "em rodelas" }),
      dende: k.opt("azeite_de_dende"),
      acid: k.def("limao", { factor: 0.5 }),
      herb: k.def("coentro", { also: "@herb", max: 2 }),
      spice: k.opt("@spice", { max: 2 }),
      ...k.ONION,
      ...k.GARLIC,
      ...k.FAT,
      ...k.SALT,
    },
    steps: [
      "Tempere {o main} com {o garlic}, {salt} e {o suco acid}.",
      "Em uma panela larga, faça camadas de {onion}, {tomato}, {pepperveg} e {main}.",
      "Regue com {o fat}[ e {o dende}] e espalhe {o coconut}[ e {o spice}].",
      k.alt(
        "Tampe e cozinhe por 15 minutos, sem mexer.",
        "Cozinhe tampado em fogo baixo por 12 minutos, balançando a panela; destampe e deixe reduzir o caldo por 5 minutos.",
      ),
      k.HERB_FINISH,
    ],
    tips: [k.tipIf("main:banana_da_terra", "Banana-da-terra bem madura deixa a moqueca adocicada.")],
    subs: ["Sem dendê, use urucum para dar cor."],
  },
  {
    id: "vaca-atolada",
    category: "ensopados",
    flavour: "savory",
    title: "Vaca atolada",
    ref: "uma vaca atolada",
    description: "{main} cozid{~main} com mandioca até virar um creme, prato mineiro de fogão a lenha.",
    minutes: [80, 100, 150],
    servings: 4,
    slots: {
      main: k.need("costela_bovina|musculo|#stew|carne_seca|costelinha_suina"),
      cassava: k.need("mandioca", { default: "mandioca", factor: 1.5 }),
      tomato: k.def("tomate"),
      ...k.REFOGADO,
      ...k.WATER,
      herb: k.def("cheiro_verde", { also: "@herb", max: 2 }),
      spice: k.opt("@spice", { max: 2 }),
    },
    steps: [
      "Tempere {o main} com {salt}, {pepper} e {garlic}.",
      ...k.SEAR_AND_SAUTE(),
      k.DEGLAZE,
      "Junte {o tomato}[ e {o spice}] e refogue.",
      k.alt(
        "Cubra com {o water} e cozinhe na pressão por 40 minutos.",
        "Cubra com {o water} e cozinhe em fogo baixo por 2 horas, até a carne soltar do osso.",
      ),
      "Junte {o cassava} e cozinhe até desmanchar e engrossar o caldo.",
      k.HERB_FINISH,
    ],
    tips: ["A mandioca deve desmanchar: é ela que atola a vaca."],
    subs: ["Costelinha suína também faz uma ótima versão."],
  },
  {
    id: "ensopado-legumes-graos",
    category: "ensopados",
    flavour: "savory",
    title: "Ensopado de {main} com {veg}",
    ref: "um ensopado de {main}",
    description: "Ensopado de {main} com {veg+carb}, em caldo temperado.",
    minutes: [35, 40, 55],
    slots: {
      // Dry grão-de-bico, feijão and lentilha need more than these 20 minutes: they have their own ensopados.
      main: k.need(
        // Eggs are no stew meat: sautéed raw and simmered they scramble; they poach in a sauce instead.
        "tofu|cogumelo|linguica|calabresa|salsicha|carne_moida|frango|peixe|camarao|proteina_de_soja",
      ),
      ...k.stewVeg(4, { need: true, prep: "em cubos" }),
      carb: k.opt("batata|#potato|mandioca|milho", { max: 2 }),
      tomato: k.opt("tomate|molho_de_tomate|extrato_de_tomate|tomate_pelado"),
      liquid: k.opt("leite_de_coco|vinho_branco|cerveja|creme_de_leite"),
      ...k.REFOGADO,
      ...k.WATER,
      ...k.SIMMER_HERBS,
    },
    steps: [
      k.SAUTE,
      "Junte {o main} e refogue por 3 minutos.",
      k.SPICE_IN,
      // Canned and frozen foods are already cooked: 20 minutes in the pot turn peas grey and mushy.
      "[Acrescente {o veg!#ready+carb+tomato} e ]cubra com {o water}[ e {o liquid}].",
      k.when("!veg:#ready", "Cozinhe por 20 minutos e tempere com {salt} e {pepper}."),
      k.when(
        "veg:#ready",
        "Cozinhe por 15 minutos, junte {o veg?#ready} e cozinhe por mais 5 minutos, só para aquecer; tempere com {salt} e {pepper}.",
      ),
      k.REDUCE,
      k.HERB_FINISH,
    ],
    tips: ["Sirva com arroz branco ou pão."],
    subs: [k.tipIf("!liquid:leite_de_coco", "Leite de coco deixa o ensopado cremoso e perfumado.")],
  },
];
