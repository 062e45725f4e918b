import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";

/**
 * The Brazilian salada de macarrão: short pasta cooked al dente and cooled, a cup of creamy dressing for
 * half a package, vegetables in small cubes and cebola roxa in thin slices. Pasta is never "em cubos",
 * and it takes far less dressing than a potato maionese.
 */
export const SALADA_MACARRAO: DishTemplate = {
  id: "salada-macarrao",
  category: "saladas",
  flavour: "savory",
  title: "Salada de {pasta}[ com {veg}]",
  ref: "uma salada de {pasta}",
  description: "Salada fria e cremosa de {pasta}[ com {veg}], boa para levar na marmita ou ao churrasco.",
  minutes: [25, 30, 40],
  servings: 4,
  slots: {
    pasta: k.need("macarrao", { qty: [250, "g"] }),
    // Hard vegetables, corn and peas cook in the pasta's water for its last minutes.
    boiled: k.opt("cenoura|brocolis|vagem|couve_flor|chuchu|milho|ervilha", { max: 3, prep: "em cubinhos" }),
    ...k.veg(3, { prep: "em cubinhos" }),
    onion: k.opt("cebola_roxa|cebola", { prep: "em fatias finas" }),
    egg: k.opt("ovo"),
    protein: k.opt("#ham|atum|frango|azeitona", { max: 2 }),
    dressing: k.def("maionese", { also: "iogurte|creme_de_leite|requeijao", max: 2, qty: [1, "xic"] }),
    acid: k.opt("limao|vinagre"),
    ...k.SEASON,
    herb: k.def("cheiro_verde", { also: "@herb", max: 2 }),
  },
  steps: [
    // The eggs first: they cool while the pasta cooks.
    "[Cozinhe {o egg} por 10 minutos, descasque e pique.]",
    k.alt(
      "Cozinhe {o pasta} em bastante água fervente com sal até ficar al dente[, juntando {o boiled} nos últimos 4 minutos]; escorra e passe na água fria.",
      "Cozinhe {o pasta} em água fervente bem salgada 1 minuto a menos que a embalagem, para ficar al dente depois de frio[, com {o boiled} nos últimos 4 minutos]; escorra, passe na água fria e espalhe para esfriar sem grudar.",
    ),
    "Em uma tigela grande, misture {o dressing}[ com gotas {do suco acid}] e tempere com {salt+pepper}.",
    "Junte {o pasta+boiled+veg+onion+egg+protein} e misture bem.",
    "Salpique {o herb} e leve à geladeira por 30 minutos antes de servir.",
  ],
  tips: [
    "Passe o macarrão na água fria logo depois de escorrer: ele para de cozinhar e não gruda.",
    "Formatos curtos, como parafuso e penne, seguram melhor o molho.",
  ],
  subs: ["Metade maionese e metade iogurte deixa o molho mais leve."],
};
