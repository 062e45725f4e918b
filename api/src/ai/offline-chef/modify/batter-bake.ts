import { foodOfLine, type Draft } from "./recipe-draft.ts";

// A leavened batter bakes by its depth: in a pan sized to the batch, the depth follows the batch's
// linear size, the cube root of its volume. A cake for 10 baked 40 minutes is done in about 20 for 1;
// a torta for 8 in 25 for 2.
const BATTER_KEYS: ReadonlySet<string> = new Set(["fermento_quimico"]);
const BAKE_STEP = /\basse\b/i;
const MINUTES = /(\d+)(?:(\s*a\s*)(\d+))?(\s*minutos)/g;
const SMALL_PAN = 0.5;
const FEWEST_MINUTES = 15;
const UNSIZED_PAN = /\bunte uma forma\b/i;
// "Não abra o forno nos primeiros 30 minutos": a wait longer than the new bake would never end.
const FIRST_MINUTES = /\bnos primeiros (\d+) minutos\b/;

function shorter(minutes: number, factor: number): number {
  return Math.max(FEWEST_MINUTES, Math.round((minutes * Math.cbrt(factor)) / 5) * 5);
}

function retimeBake(step: string, factor: number): string {
  if (!BAKE_STEP.test(step)) return step;
  return step.replace(
    MINUTES,
    (_, low: string, to: string | undefined, high: string | undefined, unit: string) => {
      const first = shorter(Number(low), factor);
      const last = high === undefined ? undefined : Math.max(first + 5, shorter(Number(high), factor));
      return last === undefined ? `${first}${unit}` : `${first}${to}${last}${unit}`;
    },
  );
}

/**
 * A cake or a torta de liquidificador scaled to fewer people bakes in a smaller pan and for less time;
 * scaled up, the cook bakes in more pans at the written time.
 */
export function scaleBatterBake(draft: Draft, factor: number): void {
  const batter = draft.ingredients.some((line) => BATTER_KEYS.has(foodOfLine(line)?.key ?? ""));
  if (!batter || factor >= 1) return;
  draft.instructions = draft.instructions.map((step) => {
    const timed = retimeBake(step, factor);
    return factor <= SMALL_PAN ? timed.replace(UNSIZED_PAN, "unte uma forma pequena, de uns 15 cm,") : timed;
  });
  draft.tips = draft.tips.map((tip) =>
    tip.replace(FIRST_MINUTES, (phrase, minutes: string) =>
      phrase.replace(minutes, String(shorter(Number(minutes), factor) - 5)),
    ),
  );
}
