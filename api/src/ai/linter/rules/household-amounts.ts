import { phraseKey, type ParsedIngredientLine } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import { hasAny, type LintContext } from "../lint-context.ts";
import { names } from "../vocabulary.ts";

const PACKAGES = new Set(["lata", "caixa", "pacote"]);
const fractionOf = (n: number) => Math.round((n - Math.floor(n)) * 100) / 100;

function finding(code: Finding["code"], i: number, text: string, problem: string): Finding {
  return { code, at: `ingredients[${i}]`, detail: `"${text}": ${problem}` };
}

function parsedLines(ctx: LintContext): Array<{ i: number; parsed: ParsedIngredientLine }> {
  return ctx.lines.map((line, i) => ({ i, parsed: line.parsed }));
}

/** Onions, peppers and tomatoes are cut whole or in half: "¾ cebola" or "1 ¼ cebola" is no amount. */
export function quarterOfCountedVegetable(ctx: LintContext): Finding[] {
  return parsedLines(ctx).flatMap(({ i, parsed }) => {
    const line = ctx.lines[i]!;
    const counted = !parsed.unit || parsed.unit === "unidade";
    const quarter = [0.25, 0.75].includes(fractionOf(parsed.quantity ?? 0));
    return counted && quarter && line.food?.counted && line.food.role === "vegetable"
      ? [finding("counted_quarter", i, line.text, "a quarter of a counted vegetable; use whole or half")]
      : [];
  });
}

/** A can or a caixinha is used whole or by half; ¼ or ¾ of one leaves a remainder nobody keeps. */
export function packageFraction(ctx: LintContext): Finding[] {
  return parsedLines(ctx).flatMap(({ i, parsed }) => {
    const fraction = fractionOf(parsed.quantity ?? 0);
    return parsed.unit && PACKAGES.has(parsed.unit) && fraction !== 0 && fraction !== 0.5
      ? [finding("package_fraction", i, ctx.lines[i]!.text, "a package fraction other than a half")]
      : [];
  });
}

/** Fat goes in by the spoonful: "2 ½ colheres (sopa) de azeite" is 2 or 3 to a cook, as scaling must write. */
export function fatSpoonFraction(ctx: LintContext): Finding[] {
  return parsedLines(ctx).flatMap(({ i, parsed }) => {
    const quantity = parsed.quantity ?? 0;
    const spoon = parsed.unit === "colher_sopa" || parsed.unit === "colher_cha";
    return spoon && ctx.lines[i]!.food?.role === "fat" && quantity >= 2 && fractionOf(quantity) !== 0
      ? [finding("fat_spoon_fraction", i, ctx.lines[i]!.text, "a fraction of a spoon of fat past the second")]
      : [];
  });
}

const DEEP_OIL = /\b(fritar|fritura|untar|pincelar|imersao|regar)\b/;
const SAUTE_WORDS = ["aqueca", "refogue", "doure", "sue", "frite", "sele", "salteie"];
const SPOONS_PER_FOUR = 2;

/** Sautéing 2–4 portions takes 1–2 colheres (sopa) of fat; more is a greasy pan, not a refogado. */
export function sauteOil(ctx: LintContext): Finding[] {
  const allowed = SPOONS_PER_FOUR * Math.max(1, ctx.recipe.servings / 4);
  return parsedLines(ctx).flatMap(({ i, parsed }) => {
    const line = ctx.lines[i]!;
    const food = line.food;
    if (!food || food.role !== "fat" || parsed.unit !== "colher_sopa") return [];
    if (DEEP_OIL.test(phraseKey(line.text)) || (parsed.quantity ?? 0) <= allowed) return [];
    const sauteed = ctx.recipe.instructions.some(
      (step, s) => names(step, food) && hasAny(ctx.steps[s]!, SAUTE_WORDS),
    );
    return sauteed
      ? [
          finding(
            "saute_oil",
            i,
            line.text,
            `over ${allowed} colheres (sopa) to sauté ${ctx.recipe.servings} portions`,
          ),
        ]
      : [];
  });
}
