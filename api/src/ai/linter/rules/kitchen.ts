import type { Finding } from "../finding.ts";
import { hasAny, type LintContext } from "../lint-context.ts";
import { names } from "../vocabulary.ts";

// Step words as match keys (folded and singular, so "reserve" and "reservado" keep their stems apart).
const RESERVE = ["reserve", "reserve-o", "reserve-a", "reserve-os", "reserve-as", "reservando"];
const RETURN = ["reservado", "reservada", "volte", "retorne", "devolva", "junte de volta"];
const BROWN = ["doure", "dourar", "refogue", "refogar", "frite", "fritar", "sele", "selar"];
const HEAT = [
  "aqueca",
  "esquente",
  "fogo",
  "forno",
  "airfryer",
  "grelha",
  "chapa",
  "quente",
  "derreta",
  "ferva",
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
];
const SERVE = ["sirva", "sirva-se", "sirva-o", "sirva-a", "sirva-os", "sirva-as"];
// A glaze that goes back to the oven bakes again; finishing steps may follow it.
const BAKE = ["volte ao forno", "leve ao forno", "asse", "assar", "forno preaquecido"];
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
  "enquanto",
  "calda",
  "cobertura",
  "recheio",
  "gelar",
  "gele",
  "geladeira",
];

/** What a step set aside ("retire o frango e reserve") comes back in a later step. */
export function reservedNotReturned({ lines, steps }: LintContext): Finding[] {
  return steps.flatMap((step, i) => {
    if (!hasAny(step, RESERVE)) return [];
    const setAside = lines.filter((line) => line.food && names(step, line.food)).map((line) => line.food!);
    const later = steps.slice(i + 1);
    const back = setAside.length
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
export function cookedWithoutHeat({ steps }: LintContext): Finding[] {
  const index = steps.findIndex((step) => hasAny(step, BROWN));
  if (index < 0) return [];
  const before = steps.slice(0, index + 1);
  const ready = before.some((step) => hasAny(step, HEAT)) || before.some((step) => hasAny(step, FAT));
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
