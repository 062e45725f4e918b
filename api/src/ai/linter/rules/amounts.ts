import { phraseKey } from "@chefzap/shared";
import { groundLine } from "../../grounding/index.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import type { LintFood } from "../vocabulary.ts";

const PACKAGES = new Set(["lata", "pacote", "caixa"]);
// Units that state a weight or a volume; counts ("20 azeitonas") have only estimated weights.
const MEASURED = /^(g|kg|mg|ml|l|xicara.*|colher.*|copo.*|concha)$/;
// Grams per serving far above what a plate holds, by the food's role: a finding, not a taste.
const MAX_GRAMS_PER_SERVING: Partial<Record<LintFood["role"], number>> = {
  sweet: 80,
  fat: 40,
  spice: 15,
  herb: 20,
  sauce: 120,
  baking: 150,
};
const DEFAULT_MAX_GRAMS = 450;
// A food with a usual serving may reach this many times it (a hearty plate), never more.
const MAX_SERVING_MULTIPLE = 4;

const isFraction = (n: number) => Math.abs(n - Math.round(n)) > 1e-9;

// Millilitres of the household measures a line may state.
const LINE_ML: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  xicara: 240,
  xicara_cafe: 50,
  copo: 250,
  copo_americano: 190,
  colher_sopa: 15,
  colher_sobremesa: 10,
  colher_cha: 5,
  colher_cafe: 2.5,
};

/**
 * Foods measured by the cup (leaves, berries, ice cream) are judged by volume against their usual cup:
 * a cup of spinach weighs a fraction of a cup of sauce, and a weight would judge the leaf by the sauce.
 */
function cupProblem(ctx: LintContext, line: LintContext["lines"][number], ml: number): string | undefined {
  const usual = line.food?.servingCupMl;
  if (!usual) return undefined;
  const perServing = ml / ctx.recipe.servings;
  const times = perServing / usual;
  return times > MAX_SERVING_MULTIPLE ? `${times.toFixed(1)} times the usual cup per serving` : undefined;
}

function amountProblem(ctx: LintContext, i: number): string | undefined {
  const line = ctx.lines[i]!;
  const { parsed } = line;
  const quantity = parsed.quantity;
  if (quantity === null) return undefined;
  if (parsed.unit && PACKAGES.has(parsed.unit) && quantity > 1 && isFraction(quantity))
    return "part of a package beyond the first (nobody opens 2 ½ cans)";
  const counted = !parsed.unit || parsed.unit === "unidade";
  if (counted && isFraction(quantity) && quantity >= (line.food?.counted ? 2 : 3))
    return "a fraction of a counted food beyond the first few";
  // Oil for frying or greasing is not eaten whole, and cooking water (4 cups for a polenta) is not eaten.
  if (/\b(fritar|fritura|untar|pincelar|imersao)\b/.test(phraseKey(line.text))) return undefined;
  if (line.food?.key === "agua") return undefined;
  // Weights of counted foods are estimates; only amounts the line states by weight or volume are judged.
  if (!parsed.unit || !MEASURED.test(parsed.unit)) return undefined;
  const ml = LINE_ML[parsed.unit];
  if (ml && line.food?.servingCupMl) return cupProblem(ctx, line, ml * quantity);
  const grams = groundLine(parsed).grams;
  if (grams === null) return undefined;
  const perServing = grams / ctx.recipe.servings;
  const usual = line.food?.servingGrams;
  const role = line.food?.role;
  const bound = usual
    ? Math.max(usual * MAX_SERVING_MULTIPLE, 60)
    : ((role && MAX_GRAMS_PER_SERVING[role]) ?? DEFAULT_MAX_GRAMS);
  return perServing > bound ? `${Math.round(perServing)} g per serving` : undefined;
}

/** Amounts a cook could buy and serve: whole packages, whole counted foods, plausible weights. */
export function implausibleAmounts(ctx: LintContext): Finding[] {
  return ctx.lines.flatMap((line, i) => {
    const problem = amountProblem(ctx, i);
    return problem
      ? [
          {
            code: "implausible_amount" as const,
            at: `ingredients[${i}]`,
            detail: `"${line.text}": ${problem}`,
          },
        ]
      : [];
  });
}
