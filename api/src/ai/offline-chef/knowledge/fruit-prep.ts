import type { FoodUse } from "../types.ts";

/**
 * What the fruit is being readied for: blended (sucos, vitaminas), cut for eating, folded into a cake,
 * or frozen to be blended into a creamy tigela.
 */
export type PrepPurpose = "blend" | "chop" | "cake" | "freeze";

type Kind =
  | "pulp"
  | "syrup"
  | "passion"
  | "citrus"
  | "raisin"
  | "prune"
  | "grated"
  | "small"
  | "strawberry"
  | "peel"
  | "seeded"
  | "core";

const KINDS: Readonly<Record<string, Kind>> = {
  acai: "pulp",
  cupuacu: "pulp",
  graviola: "pulp",
  tamarindo: "pulp",
  maracuja: "passion",
  laranja: "citrus",
  tangerina: "citrus",
  limao: "citrus",
  uva_passa: "raisin",
  ameixa: "prune",
  coco: "grated",
  uva: "small",
  jabuticaba: "small",
  acerola: "small",
  pitanga: "small",
  mirtilo: "small",
  morango: "strawberry",
  banana: "peel",
  abacaxi: "peel",
  kiwi: "peel",
  cenoura: "peel",
  beterraba: "peel",
  gengibre: "peel",
  pepino: "peel",
  batata_doce: "peel",
  abobora: "seeded",
  manga: "seeded",
  mamao: "seeded",
  melao: "seeded",
  melancia: "seeded",
  abacate: "seeded",
  maca: "core",
  pera: "core",
};

function kindOf(use: FoodUse): Kind | undefined {
  if (/^polpa\b/i.test(use.display)) return "pulp";
  if (/\bem calda\b/i.test(use.display)) return "syrup";
  return KINDS[use.food.key];
}

/** One clause per kind, for each purpose; `{n}` is the foods with their article. Absent: nothing to do. */
const CLAUSES: Readonly<Record<Kind, Partial<Record<PrepPurpose, string>>>> = {
  pulp: {},
  // Canned in syrup: peeled and stoned already, only drained.
  syrup: { blend: "escorra {n}", chop: "escorra {n} e corte em cubos", cake: "escorra e pique {n}" },
  passion: {
    blend: "corte {n} ao meio e raspe a polpa com uma colher",
    chop: "corte {n} ao meio e raspe a polpa com uma colher",
    cake: "corte {n} ao meio e raspe a polpa com uma colher",
    freeze: "corte {n} ao meio, raspe a polpa e congele em forminhas de gelo por 4 horas",
  },
  citrus: {
    blend: "esprema {n}",
    chop: "descasque {n} e separe em gomos, sem as sementes",
    cake: "rale a casca {do n}, só a parte colorida, e esprema o suco sobre as raspas",
    freeze: "esprema {n} e congele o suco em forminhas de gelo por 4 horas",
  },
  raisin: {},
  // Ameixa is sold dried (the catalogue's "ameixa preta"): no peel, one stone.
  prune: {
    blend: "tire os caroços {do n}",
    chop: "tire os caroços {do n} e pique",
    cake: "tire os caroços {do n} e pique",
  },
  grated: {},
  small: {
    blend: "lave {n}",
    chop: "lave {n} e corte ao meio as maiores",
    cake: "lave e seque bem {n}",
    freeze: "lave e seque bem {n} e congele por 4 horas",
  },
  strawberry: {
    blend: "lave {n} e tire as folhas",
    chop: "lave {n}, tire as folhas e corte em quatro",
    cake: "lave {n}, tire as folhas e pique",
    freeze: "lave {n}, tire as folhas e congele por 4 horas",
  },
  peel: {
    blend: "descasque {n} e corte em pedaços",
    chop: "descasque {n} e corte em cubos",
    cake: "descasque e pique {n}",
    freeze: "descasque {n}, corte em rodelas e congele por 4 horas",
  },
  seeded: {
    blend: "descasque {n}, tire as sementes ou o caroço e corte em pedaços",
    chop: "descasque {n}, tire as sementes ou o caroço e corte em cubos",
    cake: "descasque {n}, tire as sementes ou o caroço e pique",
    freeze: "descasque {n}, tire as sementes ou o caroço, corte em cubos e congele por 4 horas",
  },
  core: {
    blend: "lave {n}, tire o miolo com as sementes e corte em pedaços",
    chop: "lave {n}, tire o miolo com as sementes e corte em cubos",
    cake: "descasque {n}, tire o miolo e pique",
    freeze: "descasque {n}, tire o miolo, corte em cubos e congele por 4 horas",
  },
};

// Fruits and vegetables the table does not name (cajá, umbu, seriguela…) get the general treatment;
// dairy, nuts and the rest come ready.
const OTHER: Readonly<Record<PrepPurpose, string>> = {
  blend: "lave {n}, tire o caroço ou as sementes e corte em pedaços",
  chop: "lave {n}, tire o caroço ou as sementes e corte em cubos",
  cake: "lave {n}, tire o caroço ou as sementes e pique",
  freeze: "lave {n}, tire o caroço ou as sementes, corte em pedaços e congele por 4 horas",
};
const PREPARED_AS_OTHER = new Set(["fruit", "vegetable"]);

/**
 * How to ready each fruit for its purpose, in one sentence of clauses grouped by what each needs:
 * "descasque as bananas e corte em pedaços; corte os maracujás ao meio e raspe a polpa com uma colher".
 * Pulps, grated coco and other foods that come ready add nothing; undefined when none needs a thing.
 */
export function fruitPrep(
  uses: readonly FoodUse[],
  purpose: PrepPurpose,
  names: (uses: readonly FoodUse[], form: "o" | "do") => string,
): string | undefined {
  const groups = new Map<string, FoodUse[]>();
  for (const use of uses) {
    const kind = kindOf(use);
    const clause = kind
      ? CLAUSES[kind][purpose]
      : PREPARED_AS_OTHER.has(use.food.role)
        ? OTHER[purpose]
        : undefined;
    if (clause) groups.set(clause, [...(groups.get(clause) ?? []), use]);
  }
  const clauses = [...groups].map(([clause, group]) =>
    clause.replace("{do n}", names(group, "do")).replace("{n}", names(group, "o")),
  );
  return clauses.length > 0 ? clauses.join("; ") : undefined;
}

/**
 * What of a fruit goes into a blender or a cream: the pulp scooped from a maracujá, the juice of a
 * citrus; undefined when it is the fruit itself.
 */
export function blendedPart(use: FoodUse): "polpa" | "suco" | undefined {
  const kind = kindOf(use);
  return kind === "passion" ? "polpa" : kind === "citrus" ? "suco" : undefined;
}
