import { portion as p, VEGAN_ALL, type MealTemplate } from "./template.ts";

const main = ["main"] as const;
const rice = p("arroz", 150, 80, 400, "cozido");
const oliveOil = p("azeite", 5, 3, 12);

/** Plant-based almoço and jantar, so a vegan week without soy still changes dish every day. */
export const PLANT_DISHES: readonly MealTemplate[] = [
  {
    id: "prato-feito-vegano",
    name: "Arroz, feijão, abóbora refogada e salada",
    kinds: main,
    minutes: 40,
    tags: VEGAN_ALL,
    foods: [
      rice,
      p("feijao", 160, 80, 320, "cozido"),
      p("abobora", 100, 50, 200, "cozido"),
      p("alface", 30, 20, 60),
      p("tomate", 60, 30, 120),
      oliveOil,
    ],
  },
  {
    id: "moqueca-de-banana-da-terra",
    name: "Moqueca de banana-da-terra com arroz",
    kinds: main,
    minutes: 40,
    tags: VEGAN_ALL,
    foods: [
      rice,
      p("banana_da_terra", 120, 60, 240),
      p("leite_de_coco", 40, 20, 80),
      p("tomate", 60, 30, 120),
      p("pimentao", 30, 15, 60),
      p("azeite_de_dende", 5, 3, 10),
    ],
  },
  {
    id: "salada-de-feijao-fradinho",
    name: "Salada de feijão-fradinho com arroz",
    kinds: main,
    minutes: 35,
    tags: VEGAN_ALL,
    foods: [
      p("arroz", 120, 80, 350, "cozido"),
      p("feijao_fradinho", 150, 80, 300, "cozido"),
      p("tomate", 60, 30, 120),
      p("cebola", 20, 10, 40),
      oliveOil,
    ],
  },
  {
    id: "berinjela-feijao-preto",
    name: "Arroz, feijão preto e berinjela assada",
    kinds: main,
    minutes: 40,
    tags: VEGAN_ALL,
    foods: [
      rice,
      p("feijao_preto", 160, 80, 320, "cozido"),
      p("berinjela", 120, 60, 250, "cozido"),
      oliveOil,
    ],
  },
  {
    id: "batata-doce-com-feijao-preto",
    name: "Batata-doce assada com feijão preto e salada",
    kinds: main,
    minutes: 45,
    tags: VEGAN_ALL,
    foods: [
      p("batata_doce", 200, 100, 400, "cozido"),
      p("feijao_preto", 140, 80, 300, "cozido"),
      p("tomate", 60, 30, 120),
      p("alface", 30, 20, 60),
      oliveOil,
    ],
  },
  {
    id: "sanduiche-de-abacate",
    name: "Sanduíche de abacate com tomate e alface",
    kinds: main,
    minutes: 10,
    tags: ["vegan", "vegetarian", "lactose_free"],
    foods: [
      p("pao_frances", 100, 50, 200),
      p("abacate", 80, 50, 150),
      p("tomate", 60, 30, 120),
      p("alface", 20, 10, 40),
    ],
  },
];
