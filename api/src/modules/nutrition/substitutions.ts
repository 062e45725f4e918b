import { tacoFood, type GroundedLine, type Nutrients } from "../../ai/grounding/index.ts";
import { catalogue } from "../catalogue/index.ts";
import type { Substitution } from "./nutrition-result.ts";
import { RULES, type Metric, type Rule } from "./substitution-rules.ts";

const LABEL: Record<Metric, [unit: string, what: string]> = {
  energyKcal: ["kcal", ""],
  lipidsG: ["g", " de gordura"],
  sodiumMg: ["mg", " de sódio"],
  saturatedG: ["g", " de gordura saturada"],
  fiberG: ["g", " de fibra"],
};
const fmt = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1, signDisplay: "always" });

/** Swaps for the lines of this recipe, each with its effect per serving computed from TACO. */
export function substitutions(lines: readonly GroundedLine[], servings: number): Substitution[] {
  const out: Substitution[] = [];
  for (const rule of RULES) {
    const from = new Set(rule.from.map(tacoIdOf));
    const hits = lines.filter((l) => l.food && l.nutrients && from.has(l.food.tacoId));
    if (hits.length === 0) continue;
    const delta = deltaPerServing(rule, hits, servings);
    // Only a swap that helps on its headline figure is worth suggesting.
    const headline = rule.metrics[0]!;
    if (headline === "fiberG" ? delta[headline] <= 0.05 : delta[headline] >= 0) continue;
    const parts = rule.metrics
      .map((m) => ({ m, value: round(delta[m], m === "energyKcal" || m === "sodiumMg" ? 0 : 1) }))
      .filter(({ value }) => value !== 0)
      .map(({ m, value }) => `${fmt.format(value)} ${LABEL[m][0]}${LABEL[m][1]}`);
    if (parts.length === 0) continue;
    out.push({
      original: hits.map((h) => h.line).join("; "),
      alternative: rule.alternative,
      benefit: rule.benefit,
      nutritionalImpact: `${parts.join(" e ")} por porção`,
      difficulty: rule.difficulty,
    });
  }
  return out;
}

/** The TACO item of a catalogue food the rules name; a rule naming a food without one is a bug. */
function tacoIdOf(id: string): number {
  const taco = catalogue().byId(id)?.taco;
  if (typeof taco !== "object") throw new Error(`substitution rule names "${id}", which has no TACO item`);
  return taco.raw;
}

function deltaPerServing(rule: Rule, hits: GroundedLine[], servings: number): Record<Metric, number> {
  const delta: Record<Metric, number> = { energyKcal: 0, lipidsG: 0, sodiumMg: 0, saturatedG: 0, fiberG: 0 };
  for (const hit of hits) {
    const now = hit.nutrients!;
    const after =
      typeof rule.to === "string" ? per(tacoFood(tacoIdOf(rule.to)).per100g, hit.grams ?? 0) : undefined;
    for (const m of Object.keys(delta) as Metric[]) {
      const current = now[m] ?? 0;
      const next = after ? (after[m] ?? 0) : current * (rule.to as { keep: number }).keep;
      delta[m] += (next - current) / servings;
    }
  }
  return delta;
}

function per(values: Nutrients, grams: number): Record<Metric, number | null> {
  const at = (v: number | null) => (v === null ? null : (v * grams) / 100);
  return {
    energyKcal: at(values.energyKcal),
    lipidsG: at(values.lipidsG),
    sodiumMg: at(values.sodiumMg),
    saturatedG: at(values.saturatedG),
    fiberG: at(values.fiberG),
  };
}

function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}
