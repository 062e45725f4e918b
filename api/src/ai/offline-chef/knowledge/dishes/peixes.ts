import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

const FISH = "peixe|#whitefish|#fish|-#canned|-#cured";

export const PEIXE_DISHES: readonly DishTemplate[] = [
  {
    id: "peixe-assado",
    category: "peixes",
    flavour: "savory",
    title: "{main} assad{~main}[ com {veg+carb}]",
    ref: "um {main} assad{~main}",
    description: "{main} assad{~main}[ sobre {o carb+veg}], leve e perfumad{~main} com {o suco acid}.",
    minutes: [35, 40, 55],
    slots: {
      main: k.need(FISH),
      carb: k.opt("batata|#potato|mandioca", { max: 2, prep: "em rodelas finas" }),
      ...k.stewVeg(4, { prep: "em rodelas" }),
      acid: k.def("limao", { also: "laranja|vinho_branco|maracuja", factor: 0.5 }),
      olive: k.opt("azeitona|alcaparra|tomate_seco", { max: 2 }),
      ...k.GARLIC,
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      k.alt(
        "Tempere {o main} com {garlic}, {salt}, {pepper} e {o suco acid}.",
        "Marine {o main} com {garlic}, {salt}, {pepper} e {o suco acid} por 15 minutos, não mais, para o ácido não cozinhar o peixe.",
      ),
      "Preaqueça o forno a 200 °C.",
      "Unte uma assadeira com {o fat}[ e forre com {o carb+veg}, temperando com sal].",
      "Acomode {o main} na assadeira[ com {o olive}][ e {o spice}].",
      k.alt(
        "Cubra com papel-alumínio e asse por 25 minutos.",
        "Cubra com papel-alumínio e asse por 15 minutos; descubra e asse até o peixe lascar ao toque do garfo, no ponto exato.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Peixe passa do ponto rápido: quando lascar com o garfo, está pronto."],
    subs: ["Tilápia, merluza, pescada ou cação funcionam igualmente."],
  },
  {
    id: "peixe-grelhado-limao",
    category: "peixes",
    flavour: "savory",
    title: "{main} grelhad{~main} ao molho de {sauce}",
    ref: "um {main} grelhad{~main}",
    description: "{main} dourad{~main} na frigideira com um molho rápido e fresco.",
    minutes: [20, 25, 35],
    slots: {
      main: k.need(FISH + "|salmao|camarao|lula"),
      sauce: k.def("limao", { also: "maracuja|laranja|manga|abacaxi|alcaparra", factor: 0.5 }),
      butter: k.def("manteiga", { also: "margarina|oleo_de_coco", factor: 0.5 }),
      ...k.cookedVeg(2, { prep: "em tiras" }),
      ...k.GARLIC,
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "{prep:blend sauce}.",
      // Dried before the salt: paper towel after it would take the seasoning off.
      k.alt(
        "Tempere {o main} com {salt} e {pepper}.",
        "Seque bem {o main} com papel-toalha e tempere com {salt} e {pepper}.",
      ),
      // A fillet has a skin side and takes minutes; squid and shrimp toughen past two.
      k.when(
        "main:#fish",
        k.alt(
          "Grelhe {o main} {no fat} por 3 minutos de cada lado.",
          "Sele {o main} {no fat} bem quente pelo lado da pele sem mexer e vire só quando soltar sozinho.",
        ),
      ),
      k.when(
        "main:*|-#fish",
        k.alt(
          "Salteie {o main} {no fat} bem quente por 2 minutos, mexendo, e reserve.",
          "Salteie {o main} {no fat} bem quente por 1 a 2 minutos, só até ficar opac{~main}, e reserve: passou disso, endurece.",
        ),
      ),
      "Na mesma frigideira, refogue {o garlic}[ e {o veg}] {no butter}.",
      k.when(
        "sauce:limao|maracuja|laranja",
        k.alt(
          "Junte {o polpa sauce} e mexa por 1 minuto.",
          "Junte {o polpa sauce}, reduza à metade e emulsione com {o butter} gelad{~butter}, fora do fogo.",
        ),
      ),
      k.when(
        "sauce:*|-limao|-maracuja|-laranja",
        "Junte {o sauce} e cozinhe por 2 minutos, até amolecer e soltar o caldo.",
      ),
      k.SPICE_IN,
      "[Desligue o fogo e junte {o herb} ao molho.]",
      "Sirva {o main} com o molho por cima.",
    ],
    tips: ["{main} bem sec{~main} antes de ir à frigideira não gruda."],
    subs: ["O maracujá faz um molho agridoce clássico para peixe branco."],
  },
  {
    id: "moqueca-peixe",
    category: "moquecas",
    flavour: "savory",
    title: "Moqueca de {main}",
    ref: "uma moqueca de {main}",
    description: "Moqueca de {main} com {coconut+pepperveg+herb}, cozida na panela tampada.",
    minutes: [35, 45, 60],
    slots: {
      main: k.need(FISH + "|camarao|#seafood|ovo|banana_da_terra|palmito|caju", { default: "peixe" }),
      coconut: k.def("leite_de_coco", { also: "creme_de_coco", factor: 1.5 }),
      tomato: k.def("tomate", { prep: "em rodelas" }),
      pepperveg: k.def("pimentao", {
        max: 2,
        also: "cebola_roxa|abobora|banana_da_terra",
        prep: "em rodelas",
      }),
      dende: k.opt("azeite_de_dende"),
      acid: k.def("limao", { factor: 0.5 }),
      herb: k.def("coentro", { also: "@herb", max: 2 }),
      spice: k.opt("pimenta_dedo_de_moca|pimenta_de_cheiro|paprica|acafrao_da_terra|paprica_picante", {
        max: 2,
      }),
      ...k.ONION,
      ...k.GARLIC,
      ...k.FAT,
      ...k.SALT,
    },
    steps: [
      k.alt(
        "Tempere {o main} com {o garlic}, {salt} e {o suco acid}.",
        "Marine {o main} com {o garlic}, {salt} e {o suco acid} por 20 minutos na geladeira.",
      ),
      "Em uma panela larga, faça camadas de {onion}, {tomato} e {pepperveg}, com {o main} no meio.",
      "Regue com {o fat}[ e {o dende}], espalhe {o coconut}[ e {o spice}].",
      k.alt(
        "Tampe e cozinhe em fogo médio por 20 minutos, sem mexer.",
        "Tampe e cozinhe em fogo baixo por 15 minutos, balançando a panela em vez de mexer; destampe e deixe o caldo reduzir por 5 minutos.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Não mexa a moqueca com colher: balance a panela para o peixe não desmanchar."],
    subs: ["Sem dendê, a moqueca fica no estilo capixaba, com urucum e azeite."],
  },
  {
    id: "bobo-camarao",
    category: "moquecas",
    flavour: "savory",
    title: "Bobó de {main}",
    ref: "um bobó de {main}",
    description: "Creme de {cassava} com leite de coco e {main}, prato baiano de festa.",
    minutes: [45, 55, 75],
    servings: 4,
    slots: {
      main: k.need("camarao|#seafood|frango|peixe|#whitefish"),
      cassava: k.def("mandioca", { also: "mandioquinha|inhame|batata", factor: 1.2 }),
      coconut: k.def("leite_de_coco", { also: "creme_de_coco", factor: 1.5 }),
      dende: k.opt("azeite_de_dende"),
      tomato: k.def("tomate"),
      pepperveg: k.opt("pimentao"),
      herb: k.def("coentro", { also: "@herb", max: 2 }),
      ...k.REFOGADO,
    },
    steps: [
      "Cozinhe {o cassava} em água por 20 minutos, até ficar{^cassava} bem maci{~cassava}, e bata no liquidificador com {o coconut}.",
      "Tempere {o main} com {salt}, {pepper} e {garlic}.",
      k.SAUTE,
      "Junte {o tomato}[ e {o pepperveg}] e refogue até desmanchar.",
      k.alt(
        "Acrescente {o main} e cozinhe por 3 minutos.",
        "Sele {o main} rapidamente em outra panela e junte ao refogado só no fim, para não passar do ponto.",
      ),
      "Misture o creme {do cassava}[ e {o dende}] e cozinhe por 5 minutos, mexendo.",
      k.HERB_FINISH,
    ],
    tips: ["Camarão cozinha em 2 minutos: tire do fogo assim que ficar rosado."],
    subs: ["Frango desfiado faz um bobó mais barato e igualmente gostoso."],
  },
  {
    id: "peixe-empanado",
    category: "peixes",
    flavour: "savory",
    title: "Isca de {main} empanad{~main}",
    ref: "uma porção de isca de {main}",
    description: "Tiras de {main} empanadas e fritas, crocantes, com limão.",
    minutes: [25, 30, 40],
    slots: {
      main: k.need(FISH + "|lula|camarao", { prep: "em tiras" }),
      flour: k.def("farinha_de_trigo", {
        also: "farinha_de_milho|farinha_de_rosca|fuba|farinha_de_arroz|amido_de_milho",
        max: 2,
      }),
      egg: k.opt("ovo", { factor: 0.5 }),
      acid: k.def("limao", { factor: 0.5 }),
      ...k.GARLIC,
      ...k.OIL,
      ...k.SALT,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      "Tempere {o main} com {garlic}, {salt} e {o suco acid}.",
      "[Bata {o egg} e passe as tiras nele.]",
      "Passe as tiras {no flour}, batendo o excesso.",
      k.alt(
        "Frite {no fat} quente até dourar e escorra em papel-toalha.",
        "Frite {no fat} a 180 °C em pequenas porções e escorra sobre uma grade, salgando na hora.",
      ),
      k.HERB_FINISH,
    ],
    tips: ["Óleo bem quente e poucas tiras por vez mantêm a crocância."],
    subs: [
      k.tipIf(
        "flour:farinha_de_trigo|farinha_de_trigo_integral",
        "Fubá no lugar da farinha de trigo dá uma casquinha mais crocante e sem glúten.",
      ),
    ],
  },
  {
    id: "bacalhoada",
    category: "peixes",
    flavour: "savory",
    title: "Bacalhoada[ com {veg}]",
    ref: "uma bacalhoada",
    description: "{main} assad{~main} em camadas com {carb}[, {veg}], {olive} e muito azeite.",
    minutes: [60, 70, 90],
    servings: 4,
    slots: {
      // Only salt cod is soaked for a day and layered with potatoes; other fish make a peixada.
      main: k.need("bacalhau"),
      carb: k.def("batata", { also: "#potato|batata_doce", factor: 1.2, prep: "em rodelas" }),
      egg: k.opt("ovo"),
      olive: k.def("azeitona", { also: "alcaparra" }),
      ...k.stewVeg(3, { prep: "em rodelas" }),
      ...k.ONION,
      ...k.GARLIC,
      fat: k.def("azeite", { factor: 2 }),
      ...k.SEASON,
      herb: k.opt("@herb", { max: 2 }),
    },
    steps: [
      k.alt(
        "Dessalgue {o main} na geladeira por 24 horas, trocando a água 4 vezes.",
        "Dessalgue {o main} por 36 horas, trocando a água a cada 6 horas, e confite as lascas no azeite morno por 10 minutos.",
      ),
      "Cozinhe {o carb} em água até ficar{^carb} maci{~carb}, mas firme.",
      "[Cozinhe {o egg} por 10 minutos e corte em rodelas.]",
      "Em um refratário, faça camadas de {carb}, {main}, {onion}, {garlic}[, {veg}] e {olive}.",
      "Regue generosamente com {o fat} e tempere com {pepper}; só acerte {o salt} no fim.",
      "Asse a 200 °C por 25 minutos.",
      k.HERB_FINISH,
    ],
    tips: ["Prove uma lasca antes de salgar: o bacalhau pode ainda ter sal."],
    subs: ["Lascas de peixe branco fresco deixam o prato mais barato."],
  },
  {
    id: "sardinha-assada",
    category: "peixes",
    flavour: "savory",
    title: "{main} ao forno com {tomato} e {onion}",
    ref: "uma assadeira de {main}",
    description: "{main} ao forno com {tomato}, {onion} e {fat}, uma receita rápida e barata.",
    minutes: [25, 30, 40],
    slots: {
      main: k.need("sardinha|atum|#canned|#fatty"),
      tomato: k.def("tomate", { prep: "em rodelas" }),
      ...k.stewVeg(2, { prep: "em rodelas" }),
      olive: k.opt("azeitona|alcaparra"),
      ...k.ONION,
      // Only the cook's: the dish is good without it, and nobody buys garlic for a can of sardines.
      garlic: k.opt("alho"),
      ...k.FAT,
      ...k.SEASON,
      ...k.HERBS,
    },
    steps: [
      "Preaqueça o forno a 200 °C.",
      "Espalhe {o onion+garlic+tomato+veg} em uma assadeira.",
      "Acomode {o main} por cima, tempere com {salt+pepper+spice} e regue com {o fat}.",
      "[Distribua {o olive}.]",
      // Atum comes from the can, cooked: it only warms while the tomatoes soften.
      k.when(
        "main:*|-atum",
        k.alt(
          "Asse por 20 minutos.",
          "Asse por 20 minutos e termine com 3 minutos no grill para caramelizar as bordas.",
        ),
      ),
      k.when(
        "main:atum",
        k.alt(
          "Asse por 10 minutos, só até os tomates murcharem: o atum já vem cozido.",
          "Asse por 10 minutos e termine com 3 minutos no grill para caramelizar as bordas dos tomates.",
        ),
      ),
      k.HERB_FINISH,
    ],
    tips: [
      // One catalogue food is the fresh and the canned sardine: the tip holds for both.
      k.tipIf("main:sardinha", "Sardinha é barata e rica em ômega-3; a de lata vai bem escorrida."),
      k.tipIf(
        "main:*|-sardinha|-atum",
        "Peixe passa do ponto rápido: quando lascar com o garfo, está pronto.",
      ),
    ],
    subs: [
      k.tipIf(
        "main:*|-atum",
        "Atum em lata funciona do mesmo jeito: asse só 10 minutos, até os tomates murcharem.",
      ),
    ],
  },
];
