import type { Substitution } from "./nutrition-result.ts";

export type Metric = "energyKcal" | "lipidsG" | "sodiumMg" | "saturatedG" | "fiberG";

export interface Rule {
  from: number[];
  /** A TACO id to swap to, or a fraction of the original to keep ("metade do açúcar"). */
  to: number | { keep: number };
  alternative: string;
  benefit: string;
  /** What the impact line reports, in order. */
  metrics: Metric[];
  difficulty: Substitution["difficulty"];
}

/** Healthier swaps for common Brazilian ingredients; their effect is always computed, never written here. */
export const RULES: Rule[] = [
  {
    from: [447],
    to: 448,
    alternative: "iogurte natural",
    benefit: "Menos gordura e calorias, com a mesma cremosidade.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [453],
    to: { keep: 0.5 },
    alternative: "metade do leite condensado",
    benefit: "Menos açúcar e calorias; a receita continua doce.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: [494, 492],
    to: { keep: 2 / 3 },
    alternative: "um terço a menos de açúcar",
    benefit: "Menos açúcar adicionado, sem mudar o preparo.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: [327],
    to: 376,
    alternative: "patinho moído",
    benefit: "Carne mais magra, com a mesma proteína.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [444],
    to: 426,
    alternative: "peito de peru em cubos",
    benefit: "Mantém o sabor defumado com muito menos gordura.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [421],
    to: 409,
    alternative: "peito de frango em cubos",
    benefit: "Menos gordura e sódio que a linguiça.",
    metrics: ["energyKcal", "sodiumMg"],
    difficulty: "medium",
  },
  {
    from: [463, 467],
    to: 461,
    alternative: "queijo minas frescal",
    benefit: "Queijo mais leve, com menos gordura e sódio.",
    metrics: ["energyKcal", "sodiumMg"],
    difficulty: "easy",
  },
  {
    from: [468],
    to: 469,
    alternative: "ricota amassada",
    benefit: "Menos gordura, ainda cremosa.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [524],
    to: 448,
    alternative: "iogurte natural temperado",
    benefit: "Molho leve no lugar da maionese.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [261, 262, 263],
    to: 260,
    alternative: "azeite de oliva",
    benefit: "Troca gordura saturada por gordura insaturada.",
    metrics: ["saturatedG"],
    difficulty: "easy",
  },
  {
    from: [4],
    to: 2,
    alternative: "arroz integral",
    benefit: "Mais fibras e saciedade.",
    metrics: ["fiberG"],
    difficulty: "medium",
  },
  {
    from: [53],
    to: 52,
    alternative: "pão integral",
    benefit: "Mais fibras.",
    metrics: ["fiberG"],
    difficulty: "easy",
  },
  {
    from: [517],
    to: { keep: 0.5 },
    alternative: "metade do sal, com ervas frescas e limão",
    benefit: "Menos sódio sem perder sabor.",
    metrics: ["sodiumMg"],
    difficulty: "easy",
  },
  {
    from: [324, 325, 519],
    to: { keep: 0 },
    alternative: "alho, cebola e ervas frescas no lugar do caldo pronto",
    benefit: "Corta o sódio dos temperos industrializados.",
    metrics: ["sodiumMg"],
    difficulty: "easy",
  },
  {
    from: [272, 268, 269, 270],
    to: { keep: 0.5 },
    alternative: "metade do óleo",
    benefit: "Menos calorias; refogue em fogo médio com a panela tampada.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: [458],
    to: 457,
    alternative: "leite desnatado",
    benefit: "Menos gordura e calorias, com o mesmo cálcio.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: [431, 380, 348],
    to: 376,
    alternative: "um corte magro (patinho)",
    benefit: "Bem menos gordura por porção.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "medium",
  },
  {
    from: [402, 407, 397, 412],
    to: 409,
    alternative: "frango sem pele",
    benefit: "Tirar a pele corta boa parte da gordura.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
];
