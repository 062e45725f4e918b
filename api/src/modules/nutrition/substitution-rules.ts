import type { Substitution } from "./nutrition-result.ts";

export type Metric = "energyKcal" | "lipidsG" | "sodiumMg" | "saturatedG" | "fiberG";

export interface Rule {
  /** Food catalogue ids; a line matches through the TACO item the catalogue gives each. */
  from: string[];
  /** A catalogue food to swap to, or a fraction of the original to keep ("metade do açúcar"). */
  to: string | { keep: number };
  alternative: string;
  benefit: string;
  /** What the impact line reports, in order. */
  metrics: Metric[];
  difficulty: Substitution["difficulty"];
}

/** Healthier swaps for common Brazilian ingredients; their effect is always computed, never written here. */
export const RULES: Rule[] = [
  {
    from: ["creme_de_leite"],
    to: "iogurte",
    alternative: "iogurte natural",
    benefit: "Menos gordura e calorias, com a mesma cremosidade.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["leite_condensado"],
    to: { keep: 0.5 },
    alternative: "metade do leite condensado",
    benefit: "Menos açúcar e calorias; a receita continua doce.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: ["acucar", "acucar_cristal"],
    to: { keep: 2 / 3 },
    alternative: "um terço a menos de açúcar",
    benefit: "Menos açúcar adicionado, sem mudar o preparo.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: ["carne_moida"],
    to: "patinho_moido",
    alternative: "patinho moído",
    benefit: "Carne mais magra, com a mesma proteína.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["bacon"],
    to: "peito_de_peru",
    alternative: "peito de peru em cubos",
    benefit: "Mantém o sabor defumado com muito menos gordura.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["linguica"],
    to: "frango",
    alternative: "peito de frango em cubos",
    benefit: "Menos gordura e sódio que a linguiça.",
    metrics: ["energyKcal", "sodiumMg"],
    difficulty: "medium",
  },
  {
    from: ["queijo", "queijo_prato"],
    to: "queijo_minas",
    alternative: "queijo minas frescal",
    benefit: "Queijo mais leve, com menos gordura e sódio.",
    metrics: ["energyKcal", "sodiumMg"],
    difficulty: "easy",
  },
  {
    from: ["requeijao"],
    to: "ricota",
    alternative: "ricota amassada",
    benefit: "Menos gordura, ainda cremosa.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["maionese"],
    to: "iogurte",
    alternative: "iogurte natural temperado",
    benefit: "Molho leve no lugar da maionese.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["manteiga", "manteiga_sem_sal", "margarina"],
    to: "azeite",
    alternative: "azeite de oliva",
    benefit: "Troca gordura saturada por gordura insaturada.",
    metrics: ["saturatedG"],
    difficulty: "easy",
  },
  {
    from: ["arroz"],
    to: "arroz_integral",
    alternative: "arroz integral",
    benefit: "Mais fibras e saciedade.",
    metrics: ["fiberG"],
    difficulty: "medium",
  },
  {
    from: ["pao_frances"],
    to: "pao_de_forma",
    alternative: "pão integral",
    benefit: "Mais fibras.",
    metrics: ["fiberG"],
    difficulty: "easy",
  },
  {
    from: ["sal"],
    to: { keep: 0.5 },
    alternative: "metade do sal, com ervas frescas e limão",
    benefit: "Menos sódio sem perder sabor.",
    metrics: ["sodiumMg"],
    difficulty: "easy",
  },
  {
    from: ["caldo_de_carne", "caldo_de_galinha", "tempero_pronto"],
    to: { keep: 0 },
    alternative: "alho, cebola e ervas frescas no lugar do caldo pronto",
    benefit: "Corta o sódio dos temperos industrializados.",
    metrics: ["sodiumMg"],
    difficulty: "easy",
  },
  {
    from: ["oleo", "oleo_de_canola", "oleo_de_girassol", "oleo_de_milho"],
    to: { keep: 0.5 },
    alternative: "metade do óleo",
    benefit: "Menos calorias; refogue em fogo médio com a panela tampada.",
    metrics: ["energyKcal"],
    difficulty: "easy",
  },
  {
    from: ["leite"],
    to: "leite_desnatado",
    alternative: "leite desnatado",
    benefit: "Menos gordura e calorias, com o mesmo cálcio.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
  {
    from: ["costelinha_suina", "picanha", "costela_bovina"],
    to: "patinho",
    alternative: "um corte magro (patinho)",
    benefit: "Bem menos gordura por porção.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "medium",
  },
  {
    from: ["frango_inteiro", "peito_de_frango_com_pele", "coxa_de_frango", "sobrecoxa"],
    to: "frango",
    alternative: "frango sem pele",
    benefit: "Tirar a pele corta boa parte da gordura.",
    metrics: ["energyKcal", "lipidsG"],
    difficulty: "easy",
  },
];
