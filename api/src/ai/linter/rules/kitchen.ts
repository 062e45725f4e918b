import type { Finding } from "../finding.ts";
import { hasAny, type LintContext } from "../lint-context.ts";
import { names } from "../vocabulary.ts";

// Step words as match keys (folded and singular, so "reserve" and "reservado" keep their stems apart).
const RESERVE = ["reserve", "reserve-o", "reserve-a", "reserve-os", "reserve-as", "reservando"];
const RETURN = ["reservado", "reservada", "volte", "retorne", "devolva", "junte de volta"];
const BROWN = [
  "doure",
  "dourar",
  "refogue",
  "refogar",
  "frite",
  "fritar",
  "sele",
  "selar",
  "salteie",
  "saltear",
];
// Grilling names its own heat ("grelhe numa frigideira seca"), and so does a microwave.
const HEAT = [
  "aqueca",
  "esquente",
  "fogo",
  "forno",
  "airfryer",
  "grelha",
  "grelhe",
  "grelhar",
  "chapa",
  "quente",
  "derreta",
  "ferva",
  "micro onda",
  "asse",
  "assar",
  "gratine",
];
const FAT = ["azeite", "oleo", "manteiga", "banha", "gordura", "bacon"];
const COOK = [
  "cozinhe",
  "cozinhar",
  "cozinhando",
  "ferva",
  "ferver",
  "fervura",
  "pressao",
  "asse",
  "assar",
  "forno",
  "frite",
  "fritar",
  "doure",
  "dourar",
  "refogue",
  "refogar",
  "grelhe",
  "grelhar",
  "sele",
  "selar",
  "cozimento",
  "airfryer",
  "tampe",
  "macio",
  "macia",
  "amolecer",
  "frigideira",
  "fogo",
  "salteie",
  "saltear",
  "micro onda",
];
const SERVE = ["sirva", "sirva-se", "sirva-o", "sirva-a", "sirva-os", "sirva-as"];
// A glaze that goes back to the oven bakes again, and so does a gratin; finishing steps may follow it.
// The airfryer is the oven of a recipe moved to it ("volte à airfryer", "retire da airfryer").
const BAKE = [
  "volte ao forno",
  "leve ao forno",
  "asse",
  "assar",
  "forno preaquecido",
  "gratine",
  "volte a airfryer",
  "leve a airfryer",
  "airfryer preaquecida",
];
const AFTER_BAKE = [
  "desenforme",
  "finalize",
  "esfriar",
  "esfrie",
  "amornar",
  "corte",
  "fatie",
  "sirva",
  "decore",
  "polvilhe",
  "cubra",
  "regue",
  "descansar",
  "retire do forno",
  "retire da airfryer",
  "enquanto",
  "calda",
  "cobertura",
  "recheio",
  "gelar",
  "gele",
  "geladeira",
];

// "Reserve uma xícara da água do cozimento": what is kept is the water, not the pasta the step names.
const COOKING_WATER = ["agua do cozimento"];

/** What a step set aside ("retire o frango e reserve") comes back in a later step. */
export function reservedNotReturned({ lines, steps }: LintContext): Finding[] {
  return steps.flatMap((step, i) => {
    if (!hasAny(step, RESERVE)) return [];
    // "Doure as almôndegas no azeite e reserve" sets aside the almôndegas, not the oil they browned in.
    const setAside = lines
      .filter((line) => line.food && line.food.role !== "fat" && names(step, line.food))
      .map((line) => line.food!);
    const later = steps.slice(i + 1);
    const back = hasAny(step, COOKING_WATER)
      ? later.some((s) => hasAny(s, [...COOKING_WATER, ...RETURN]))
      : setAside.length
        ? setAside.some((food) => later.some((s) => names(s, food)))
        : later.some((s) => hasAny(s, RETURN));
    return back
      ? []
      : [
          {
            code: "reserved_not_returned" as const,
            at: `instructions[${i}]`,
            detail: "set aside and never used again",
          },
        ];
  });
}

/** Nothing is browned, fried or sautéed before a pan or fat is heated. */
export function cookedWithoutHeat({ lines, steps }: LintContext): Finding[] {
  // "Seque bem antes de fritar" plans the frying, a later step does it ("antes" is "ante" as a key).
  const index = steps.findIndex((step) => hasAny(step.replace(/ antes? de \S+/g, " "), BROWN));
  if (index < 0) return [];
  const before = steps.slice(0, index + 1);
  // Any listed fat counts by any of its names: ghee is manteiga, creme vegetal is margarina.
  const fats = lines.flatMap((line) => (line.food?.role === "fat" ? [line.food] : []));
  const ready = before.some(
    (step) => hasAny(step, HEAT) || hasAny(step, FAT) || fats.some((fat) => names(step, fat)),
  );
  return ready
    ? []
    : [
        {
          code: "cooked_without_heat",
          at: `instructions[${index}]`,
          detail: "browned before any heat or fat",
        },
      ];
}

/** Raw grains, legumes, tubers and meat are cooked in some step, not only "added". */
export function rawNotCooked({ lines, steps }: LintContext): Finding[] {
  return lines.flatMap((line, i) => {
    const food = line.food;
    if (!food?.needsCooking || line.cooked) return [];
    const first = steps.findIndex((step) => names(step, food));
    if (first < 0) return [];
    const cooked = steps.slice(first).some((step) => hasAny(step, COOK));
    const lastMinute = steps.some(
      (step) => names(step, food) && / ultimo minuto | final do cozimento /.test(step),
    );
    if (cooked && !lastMinute) return [];
    return [
      {
        code: "raw_not_cooked" as const,
        at: `ingredients[${i}]`,
        detail: `"${line.text}" is never cooked long enough`,
      },
    ];
  });
}

/** Serving ends the recipe; after the oven only finishing steps come. */
export function stepsAfterEnd({ steps }: LintContext): Finding[] {
  const served = steps.findIndex((step) => hasAny(step, SERVE));
  if (served >= 0 && served < steps.length - 1)
    return [{ code: "step_after_end", at: `instructions[${served + 1}]`, detail: "a step after serving" }];
  let baked = -1;
  steps.forEach((step, i) => (baked = hasAny(step, BAKE) ? i : baked));
  if (baked < 0) return [];
  const stray = steps.findIndex((step, i) => i > baked && !hasAny(step, AFTER_BAKE));
  return stray < 0
    ? []
    : [{ code: "step_after_end", at: `instructions[${stray}]`, detail: "a cooking step after the oven" }];
}
