import { MOST_SPOONS, MOST_TEASPOONS } from "../../offline-chef/text/quantity.ts";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

const quarter = (n: number) => [0.25, 0.75].includes(Math.round((n - Math.floor(n)) * 100) / 100);

function finding(code: Finding["code"], i: number, text: string, problem: string): Finding {
  return { code, at: `ingredients[${i}]`, detail: `"${text}": ${problem}` };
}

/**
 * A tablespoon is levelled or halved, never quartered ("3 ¼ colheres (sopa)", "¾ colher (sopa)"); the ¼
 * and ¾ teaspoons measure yeast or a spice, but "1 ¼ colher (chá)" is a scaled number, not a measure.
 */
export function spoonFraction(ctx: LintContext): Finding[] {
  return ctx.lines.flatMap(({ parsed, text }, i) => {
    const quantity = parsed.quantity ?? 0;
    const odd =
      (parsed.unit === "colher_sopa" && quarter(quantity)) ||
      (parsed.unit === "colher_cha" && quantity > 1 && quarter(quantity));
    return odd ? [finding("spoon_fraction", i, text, "a quarter of a spoon no cook measures")] : [];
  });
}

/** "12 colheres (sopa) de aveia" is ¾ xícara and "4 colheres (chá) de orégano" over a tablespoon. */
export function spoonCount(ctx: LintContext): Finding[] {
  return ctx.lines.flatMap(({ parsed, text }, i) => {
    const quantity = parsed.quantityMax ?? parsed.quantity ?? 0;
    if (parsed.unit === "colher_sopa" && quantity > MOST_SPOONS)
      return [finding("spoon_count", i, text, `over ${MOST_SPOONS} tablespoons; a cook measures cups`)];
    if (parsed.unit === "colher_cha" && quantity > MOST_TEASPOONS)
      return [
        finding("spoon_count", i, text, `over ${MOST_TEASPOONS} teaspoons; a cook measures tablespoons`),
      ];
    return [];
  });
}
