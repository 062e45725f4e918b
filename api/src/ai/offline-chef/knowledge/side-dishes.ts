import type { FoodEntry } from "../types.ts";
import type { DishCategory, StepSpec } from "./dish-types.ts";

/** A staple the cook gave that a dish without one is served with: how it is cooked beside the dish. */
export interface SideDish {
  tag: string;
  /** The slot's placeholder is {o side}. */
  cook: StepSpec;
  /** The plate is made up before the serving step. */
  plate: string;
}

const BOILED: Omit<SideDish, "tag"> = {
  cook: {
    i: "Numa panela à parte, cozinhe {o side} em água, tampada, por cerca de 20 minutos, até um garfo entrar sem esforço; escorra.",
    a: "Cozinhe {o side} partindo da água fria, até ceder à ponta da faca; escorra.",
  },
  plate: "Finalize montando os pratos com {o side} ao lado.",
};

export const SIDE_DISHES: readonly SideDish[] = [
  {
    tag: "pasta",
    cook: {
      i: "Numa panela à parte, ferva bastante água, junte {o side} e cozinhe pelo tempo da embalagem, mexendo de vez em quando; prove um pedaço: deve estar macio, mas firme no centro. Escorra.",
      a: "Cozinhe {o side} al dente em bastante água fervente, 1 minuto a menos que a embalagem; escorra.",
    },
    plate: "Distribua {o side} nos pratos e cubra com o molho.",
  },
  {
    tag: "rice",
    cook: {
      i: "Numa panela à parte, cubra {o side} com o dobro do volume de água fervente e cozinhe tampado, em fogo baixo, por cerca de 18 minutos, até a água secar e o grão ficar macio.",
      a: "Cozinhe {o side} por absorção, com o dobro do volume de água fervente, tampado em fogo baixo, até secar; descanse 5 minutos tampado.",
    },
    plate: "Finalize montando os pratos com {o side} ao lado.",
  },
  { tag: "tuber", ...BOILED },
  { tag: "potato", ...BOILED },
  {
    tag: "cuscuz",
    cook: {
      i: "Hidrate {o side} com um pouco de água por 10 minutos e cozinhe na cuscuzeira por cerca de 10 minutos, até ficar macio e soltinho.",
      a: "Hidrate {o side}, cozinhe no vapor por 10 minutos e solte os grãos com um garfo.",
    },
    plate: "Finalize montando os pratos com {o side} ao lado.",
  },
];

/** Dishes a cook serves over pasta, with rice or with mandioca: stews, meats, fish, eggs. */
export const SIDE_HOSTS: ReadonlySet<DishCategory> = new Set([
  "carnes",
  "frango",
  "peixes",
  "ensopados",
  "moquecas",
  "ovos",
]);

export function sideDishOf(food: FoodEntry): SideDish | undefined {
  return food.role === "carb" ? SIDE_DISHES.find((side) => food.tags.has(side.tag)) : undefined;
}

/** A food a cook builds a meal on: a protein, or a staple starch (pasta, rice, mandioca, cuscuz, batata). */
export function isMainFood(food: FoodEntry): boolean {
  return food.role === "protein" || sideDishOf(food) !== undefined;
}
