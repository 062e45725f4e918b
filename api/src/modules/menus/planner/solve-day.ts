import { solve, type Constraint } from "yalps";
import { MenuPlanError } from "./choose-meals.ts";
import type { Band, MacroBands, RelaxationKind, Totals } from "./types.ts";

/** One food of one meal of the day, with the portion the plan would like and its bounds, in grams. */
export interface PortionVariable {
  per100g: Totals;
  desired: number;
  min: number;
  max: number;
  /** Reais per gram served (food-cost.ts). */
  brlPerGram: number;
}

export interface DaySolution {
  grams: number[];
  relaxed: RelaxationKind[];
}

/**
 * Energy is aimed inside ±4 % and macros 1.5 g inside their bands, so rounding to whole grams never
 * leaves the ±5 % the plan promises; what is reported as relaxed is read from the rounded portions.
 */
export const ENERGY_AIM = 0.04;
const BAND_MARGIN_G = 1.5;
// Up to a quarter off the wanted portion is cheap; beyond it costs three times as much, so a bigger day
// grows every portion a little rather than one of them a lot.
const NEAR_SHARE = 0.25;
const FAR_COST = 3;
// Per gram of macro outside its band. Fat gives way first, then carbohydrate, then protein; all dominate
// any portion change (about 0.1 per gram at most).
const SLACK_COST: Record<keyof MacroBands, number> = { fatG: 10, carbohydrateG: 30, proteinG: 90 };
const BAND_RELAXATION: Record<keyof MacroBands, RelaxationKind> = {
  fatG: "fat_band",
  carbohydrateG: "carbohydrate_band",
  proteinG: "protein_band",
};
const MACRO_KEYS = ["proteinG", "carbohydrateG", "fatG"] as const;
// Per real over the day's budget, in the second solve: more than any portion change can cost, so the
// portions move to cheaper foods as far as the bands allow before a centavo is spent over.
const OVERRUN_COST = 1000;
const SLACK_HELD = 1e-6;
// Bounds tried in turn when the day's energy cannot be reached: [min factor, max factor].
const WIDENINGS = [
  [1, 1],
  [0.5, 1.5],
  [0.25, 2.5],
] as const;

type Coefficient = [string, number];
interface DayModel {
  constraints: Map<string, Constraint>;
  variables: Map<string, Coefficient[]>;
}

/**
 * Portions for one day by linear programming: energy within the aim, macros within their bands (elastic,
 * each gram outside paid for in the order above), least weighted distance from the wanted portions.
 * With a budget (reais) the day costs more than, a second solve keeps the energy and every gram the
 * first one put outside a band, and spends as little over the budget as the bands allow: the budget
 * gives way to the nutrition targets, never the other way round.
 */
export function solveDay(
  vars: readonly PortionVariable[],
  energyKcal: number,
  macros: MacroBands,
  budgetBrl?: number,
): DaySolution {
  for (const [i, [lo, hi]] of WIDENINGS.entries()) {
    const widened = vars.map((v) => ({ ...v, min: v.min * lo, max: v.max * hi }));
    const solution = solveOnce(widened, energyKcal, macros, budgetBrl);
    if (solution)
      return i === 0 ? solution : { ...solution, relaxed: [...solution.relaxed, "portion_bounds"] };
  }
  throw new MenuPlanError(`no portions reach ${Math.round(energyKcal)} kcal`);
}

function solveOnce(
  vars: readonly PortionVariable[],
  energyKcal: number,
  macros: MacroBands,
  budgetBrl: number | undefined,
) {
  const model = dayModel(vars, energyKcal, macros);
  let values = run(model);
  if (!values) return undefined;
  if (budgetBrl !== undefined && costAt(vars, exactGrams(vars, values)) > budgetBrl) {
    holdSlacks(model, values);
    const start = costAt(
      vars,
      vars.map((v) => v.desired),
    );
    model.constraints.set("brl", { max: budgetBrl - start });
    model.variables.set("over:brl", [
      ["brl", -1],
      ["cost", OVERRUN_COST],
    ]);
    values = run(model) ?? values;
  }
  const grams = roundKeepingEnergy(exactGrams(vars, values), vars);
  const served = sumAt(vars, (v) => grams[vars.indexOf(v)]!);
  const relaxed = MACRO_KEYS.filter((k) => served[k] < macros[k].min || served[k] > macros[k].max).map(
    (k) => BAND_RELAXATION[k],
  );
  return { grams, relaxed };
}

function run(model: DayModel): Map<string, number> | undefined {
  const solution = solve({ direction: "minimize", objective: "cost", ...model });
  return solution.status === "optimal" ? new Map(solution.variables) : undefined;
}

/** The grams outside each band stay where the first solve left them (or fewer). */
function holdSlacks(model: DayModel, values: ReadonlyMap<string, number>) {
  for (const key of MACRO_KEYS)
    for (const side of ["below", "above"] as const) {
      const name = `${side}:${key}`;
      model.constraints.set(`held:${name}`, { max: (values.get(name) ?? 0) + SLACK_HELD });
      model.variables.get(name)!.push([`held:${name}`, 1]);
    }
}

function exactGrams(vars: readonly PortionVariable[], values: ReadonlyMap<string, number>): number[] {
  return vars.map((v, i) => {
    const delta = ["up1", "up2"].reduce((s, k) => s + (values.get(`${k}:${i}`) ?? 0), 0);
    const cut = ["down1", "down2"].reduce((s, k) => s + (values.get(`${k}:${i}`) ?? 0), 0);
    return Math.min(v.max, Math.max(v.min, v.desired + delta - cut));
  });
}

function dayModel(vars: readonly PortionVariable[], energyKcal: number, macros: MacroBands): DayModel {
  const constraints = new Map<string, Constraint>();
  const variables = new Map<string, Coefficient[]>();
  const start = sumAt(vars, (v) => v.desired);
  constraints.set("energyKcal", {
    min: energyKcal * (1 - ENERGY_AIM) - start.energyKcal,
    max: energyKcal * (1 + ENERGY_AIM) - start.energyKcal,
  });
  for (const key of MACRO_KEYS) {
    constraints.set(key, shifted(macros[key], start[key]));
    variables.set(`below:${key}`, [
      [key, 1],
      ["cost", SLACK_COST[key]],
    ]);
    variables.set(`above:${key}`, [
      [key, -1],
      ["cost", SLACK_COST[key]],
    ]);
  }
  vars.forEach((v, i) => addPortion(v, i, constraints, variables));
  return { constraints, variables };
}

function addPortion(
  v: PortionVariable,
  i: number,
  constraints: Map<string, Constraint>,
  variables: Map<string, Coefficient[]>,
) {
  const unit = 1 / Math.max(v.desired, 1);
  const room = { up: Math.max(0, v.max - v.desired), down: Math.max(0, v.desired - v.min) };
  for (const dir of ["up", "down"] as const) {
    const sign = dir === "up" ? 1 : -1;
    const near = Math.min(room[dir], v.desired * NEAR_SHARE);
    const segments = [
      [`${dir}1:${i}`, near, unit],
      [`${dir}2:${i}`, room[dir] - near, unit * FAR_COST],
    ] as const;
    for (const [name, cap, cost] of segments) {
      if (cap <= 0) continue;
      constraints.set(name, { max: cap });
      variables.set(name, [
        [name, 1],
        ["cost", cost],
        ["energyKcal", (sign * v.per100g.energyKcal) / 100],
        ["brl", sign * v.brlPerGram],
        ...MACRO_KEYS.map((k): Coefficient => [k, (sign * v.per100g[k]) / 100]),
      ]);
    }
  }
}

/**
 * Whole grams whose energy stays within one gram's worth of the solved portions: plain rounding can add
 * up to tens of kcal over twenty foods, so some portions round the other way, energy-densest first.
 */
function roundKeepingEnergy(exact: readonly number[], vars: readonly PortionVariable[]): number[] {
  const grams = exact.map((g) => Math.round(g));
  const kcal = vars.map((v) => v.per100g.energyKcal / 100);
  let missing = exact.reduce((sum, g, i) => sum + (g - grams[i]!) * kcal[i]!, 0);
  const densest = vars.map((_, i) => i).sort((a, b) => kcal[b]! - kcal[a]!);
  for (const i of densest) {
    const k = kcal[i]!;
    if (missing > k / 2 && grams[i]! < exact[i]! && grams[i]! + 1 <= vars[i]!.max) {
      grams[i]!++;
      missing -= k;
    } else if (missing < -k / 2 && grams[i]! > exact[i]! && grams[i]! - 1 >= vars[i]!.min) {
      grams[i]!--;
      missing += k;
    }
  }
  return grams;
}

function shifted(band: Band, start: number): Constraint {
  const margin = Math.min(BAND_MARGIN_G, (band.max - band.min) / 4);
  return { min: band.min + margin - start, max: band.max - margin - start };
}

function costAt(vars: readonly PortionVariable[], grams: readonly number[]): number {
  return vars.reduce((sum, v, i) => sum + v.brlPerGram * grams[i]!, 0);
}

function sumAt(vars: readonly PortionVariable[], grams: (v: PortionVariable) => number): Totals {
  const total: Totals = { energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0 };
  for (const v of vars)
    for (const key of ["energyKcal", ...MACRO_KEYS] as const) total[key] += (v.per100g[key] * grams(v)) / 100;
  return total;
}
