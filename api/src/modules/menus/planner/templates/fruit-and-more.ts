import { portion as p, VEGAN_ALL, type MealTemplate } from "./template.ts";

/** Simple plant-based breakfasts and snacks, for weeks without milk, eggs, soy or nuts. */
export const FRUIT_AND_MORE: readonly MealTemplate[] = [
  {
    id: "pao-na-chapa-com-tomate",
    name: "Pão na chapa com azeite, tomate e café",
    kinds: ["breakfast"],
    minutes: 5,
    tags: ["vegan", "vegetarian", "lactose_free"],
    foods: [
      p("pao_frances", 50, 50, 150),
      p("azeite", 5, 3, 10),
      p("tomate", 40, 20, 80),
      p("cafe", 50, 50, 100),
    ],
  },
  {
    id: "salada-de-frutas-com-linhaca",
    name: "Salada de frutas com linhaça",
    kinds: ["breakfast", "snack", "supper"],
    minutes: 10,
    tags: VEGAN_ALL,
    foods: [
      p("banana", 70, 50, 140),
      p("mamao", 100, 50, 200),
      p("maca", 80, 40, 160),
      p("linhaca", 10, 5, 25),
    ],
  },
  {
    id: "tapioca-com-coco",
    name: "Tapioca com coco e café",
    kinds: ["breakfast"],
    minutes: 10,
    tags: VEGAN_ALL,
    foods: [p("goma_de_tapioca", 60, 40, 120), p("coco", 15, 10, 30), p("cafe", 50, 50, 100)],
  },
  {
    id: "acai-com-banana",
    name: "Açaí na tigela com banana",
    kinds: ["breakfast", "snack"],
    minutes: 5,
    tags: VEGAN_ALL,
    foods: [p("acai", 200, 100, 300), p("banana", 70, 50, 140), p("linhaca", 5, 0, 15)],
  },
  {
    id: "abacaxi-com-castanha-do-para",
    name: "Abacaxi com castanha-do-pará",
    kinds: ["snack", "supper"],
    minutes: 3,
    tags: VEGAN_ALL,
    foods: [p("abacaxi", 160, 80, 300), p("castanha_do_para", 8, 4, 20)],
  },
  {
    id: "uvas-com-amendoas",
    name: "Uvas com amêndoas",
    kinds: ["snack"],
    minutes: 2,
    tags: VEGAN_ALL,
    foods: [p("uva", 120, 80, 250), p("amendoa", 15, 10, 35)],
  },
  {
    id: "milho-cozido",
    name: "Milho verde cozido",
    kinds: ["snack"],
    minutes: 20,
    tags: VEGAN_ALL,
    foods: [p("milho", 100, 80, 250), p("margarina", 5, 0, 10)],
  },
  {
    id: "cha-com-biscoito-de-polvilho",
    name: "Chá de erva-doce com biscoito de polvilho",
    kinds: ["supper"],
    minutes: 5,
    tags: VEGAN_ALL,
    foods: [p("cha_de_erva_doce", 200, 150, 250), p("biscoito_de_polvilho", 15, 10, 40)],
  },
];
