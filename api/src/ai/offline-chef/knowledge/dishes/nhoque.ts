import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

/** Nhoque of a boiled tuber pressed while hot, bound with as little flour as it takes. */
export const NHOQUE: DishTemplate = {
  id: "nhoque-batata",
  category: "massas",
  flavour: "savory",
  title: "Nhoque de {main}[ com {meat+sauce}]",
  ref: "um nhoque de {main}",
  description: "Nhoque caseiro de {main}, macio, com molho simples.",
  minutes: [60, 75, 95],
  servings: 4,
  slots: {
    // Boiled in their skins, they drink no water and the dough asks for less flour.
    main: k.need("batata|mandioquinha|mandioca|abobora|batata_doce|inhame", {
      factor: 1.5,
      prep: "com casca",
    }),
    flour: k.def("farinha_de_trigo", { also: "farinha_de_arroz|polvilho_doce" }),
    egg: k.opt("ovo", { factor: 0.25 }),
    // Half a cup of sauce a plate of nhoque: a sachê of molho goes a long way less than it looks.
    sauce: k.def("molho_de_tomate", {
      also: "tomate|manteiga|creme_de_leite|requeijao",
      qtyOf: { molho_de_tomate: [2, "xic"] },
    }),
    // Nhoque de domingo: the sauce simmers with the cook's linguiça.
    meat: k.opt("linguica|calabresa|paio", { factor: 0.75 }),
    cheese: k.opt("parmesao|#cheese"),
    ...k.SALT,
    herb: k.opt("@herb", { max: 3 }),
  },
  steps: [
    k.when(
      "main:*|-mandioca|-abobora",
      "Cozinhe {o main} inteir{~main}, com casca, até ficar{^main} bem maci{~main}; descasque e passe no espremedor ainda quente.",
    ),
    // Mandioca's bark is not eaten and its woody core is pulled out; abóbora is cut to cook through.
    k.when(
      "main:mandioca",
      "Descasque {o main}, cozinhe em pedaços até ficar{^main} bem maci{~main}, retire a fibra central e passe no espremedor ainda quente.",
    ),
    k.when(
      "main:abobora",
      "Cozinhe {o main} em pedaços, com casca, até ficar{^main} bem maci{~main}; tire a casca e passe no espremedor ainda quente.",
    ),
    "Misture com {salt}[, {o egg}] e {o flour} aos poucos, só até a massa desgrudar das mãos.",
    k.adv("Não sove: trabalhe a massa o mínimo, para o nhoque não ficar elástico."),
    "Faça rolinhos, corte em pedaços de 2 cm e cozinhe em água fervente até subirem.",
    // Its own fat browns it: no oil is listed for it.
    "[Doure {o meat} em uma panela, em fogo médio, mexendo de vez em quando, por cerca de 8 minutos.]",
    k.when("sauce:*|-tomate", "Aqueça {o sauce}[ com {o meat}] e junte o nhoque escorrido."),
    // Chopped tomatoes are no sauce until they cook down.
    k.when(
      "sauce:tomate",
      "Cozinhe {o sauce}[ com {o meat}] em fogo médio por 10 minutos, até desmancharem em molho, e junte o nhoque escorrido.",
    ),
    k.HERB_ON_TOP,
    "Sirva em seguida[, com {o cheese} por cima].",
  ],
  tips: ["Com {o main} bem sec{~main}, a massa pede menos farinha e rende um nhoque mais leve."],
  subs: ["Mandioquinha faz um nhoque mais perfumado."],
};
