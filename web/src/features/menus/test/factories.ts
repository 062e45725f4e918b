import {
  DEFAULT_PROFILE_NAME,
  FOOD_CATEGORIES,
  profileTargets,
  type AllergiesResponse,
  type FoodsResponse,
  type NutritionalProfile,
} from "@chefzap/shared";

type ProfileFields = Partial<Omit<NutritionalProfile, "targets" | "missing" | "updatedAt">>;

/** A profile as the api answers it: the targets worked out by the same shared code the api runs. */
export function aProfile(fields: ProfileFields = {}): NutritionalProfile {
  const base = {
    profileName: DEFAULT_PROFILE_NAME,
    objetivo: null,
    sexo: null,
    idade: null,
    altura: null,
    peso: null,
    nivelAtividade: null,
    estiloAlimentar: null,
    alimentosQueGosta: "",
    alimentosQueNaoGosta: "",
    restricoes: [],
    tempoCozinhar: null,
    orcamento: null,
    itensEmCasa: "",
    refeicoesPorDia: 5,
    allergies: [],
    ...fields,
  } satisfies ProfileFields;
  return { ...base, updatedAt: "2026-03-02T12:00:00.000Z", ...profileTargets(base) };
}

export const completeProfile: ProfileFields = {
  objetivo: "perda-peso",
  sexo: "feminino",
  idade: 34,
  altura: 165,
  peso: 70,
  nivelAtividade: "moderado",
};

const NAMES: Partial<Record<(typeof FOOD_CATEGORIES)[number], string[]>> = {
  Proteínas: ["frango", "ovo", "tofu"],
  Carboidratos: ["arroz", "feijão preto", "mandioca"],
  Vegetais: ["jiló", "brócolis"],
  Frutas: ["açaí", "maçã", "banana"],
};

/** The twelve categories in order; a few hold real names so search by accents can be tried. */
export function aCatalogue(): FoodsResponse {
  return {
    categories: FOOD_CATEGORIES.map((name, i) => {
      const id = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\W+/g, "_");
      const names = NAMES[name] ?? [`item ${i + 1}a`, `item ${i + 1}b`];
      return {
        id,
        name,
        foods: names.map((food) => ({ id: food.replace(/ /g, "_"), name: food, common: true, icon: "🍽️" })),
      };
    }),
  };
}

export function anAllergies(allergies: string[] = []): AllergiesResponse {
  return {
    allergies,
    available: [
      { id: "leite", label: "Leite", name: "Leite de todas as espécies de animais mamíferos" },
      { id: "amendoim", label: "Amendoim", name: "Amendoim" },
      { id: "gluten", label: "Glúten", name: "Trigo, centeio, cevada" },
    ],
  };
}
