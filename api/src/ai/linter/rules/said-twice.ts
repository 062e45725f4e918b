import { fold } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";

// "Versão versão rápida": a word written twice in a row.
const DOUBLED = /(?<!\p{L})(\p{L}{3,})\s+\1(?!\p{L})/iu;
// "asse por 15 minutos, mexendo na metade, sacudindo o cesto na metade do tempo": one instruction twice.
const HALFWAY_TWICE = /\bna metade\b.*\bna metade\b/;
// "1 lata de sardinha em lata": the measure already says how the food is sold.
const PACKAGE_TWICE = /^\S+ (lata|pacote|caixinha|vidro|sache)s? de .*\bem \1\b/;

function field(at: string, text: string, patterns: readonly RegExp[]): Finding[] {
  const folded = fold(text.toLowerCase());
  return patterns.some((pattern) => pattern.test(folded))
    ? [{ code: "said_twice" as const, at, detail: `"${text}"` }]
    : [];
}

/** A word, an instruction or a measure said twice where a cook writes it once. */
export function saidTwice({ recipe }: LintContext): Finding[] {
  return [
    ...field("title", recipe.title, [DOUBLED]),
    ...field("description", recipe.description, [DOUBLED]),
    ...recipe.ingredients.flatMap((line, i) => field(`ingredients[${i}]`, line, [DOUBLED, PACKAGE_TWICE])),
    ...recipe.instructions.flatMap((step, i) => field(`instructions[${i}]`, step, [DOUBLED, HALFWAY_TWICE])),
  ];
}

// Ground meat is bought ground: "carne moída picada" asks for a knife no cook takes to it.
const CUT_GROUND = /\bmoid[oa]s? (picad|em cubos|em cubinhos|em rodelas|em tiras|fatiad|em pedacos)/;

/** A ground food is listed without a cut. */
export function cutGround({ lines }: LintContext): Finding[] {
  return lines.flatMap((line, i) =>
    CUT_GROUND.test(fold(line.text.toLowerCase()))
      ? [{ code: "cut_ground" as const, at: `ingredients[${i}]`, detail: `"${line.text}"` }]
      : [],
  );
}
