import { fold } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { foodsNamedIn } from "../vocabulary.ts";

/** A description is a sentence: it starts with a capital, as the title does. */
export function descriptionCase({ recipe }: LintContext): Finding[] {
  const first = recipe.description.trim().charAt(0);
  return first && first !== first.toUpperCase()
    ? [{ code: "description_case", at: "description", detail: `starts lower-case: "${first}"` }]
    : [];
}

const ARTICLE = new Set(["o", "a", "os", "as"]);
// Words that end a list item's noun phrase: past them, an "e" joins clauses, not foods.
const BREAKS = new Set([
  "com",
  "em",
  "no",
  "na",
  "nos",
  "nas",
  "ao",
  "a",
  "ate",
  "para",
  "por",
  "sem",
  "que",
]);

/** "a cebola e o alho e a ricota": three foods are a list ("a cebola, o alho e a ricota"). */
function chainedList(clause: string): string | undefined {
  const words = fold(clause.toLowerCase()).split(/\s+/).filter(Boolean);
  let joins = 0;
  let start = -1;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === "e" && ARTICLE.has(words[i + 1] ?? "") && start >= 0) {
      joins += 1;
      if (joins === 2) return words.slice(start, i + 3).join(" ");
      i += 1;
    } else if (ARTICLE.has(word) && start < 0) {
      start = i;
    } else if (start >= 0 && i > start + 1 && BREAKS.has(word)) {
      // "o melão e o açaí com a água e as folhas": the list ended at "com".
      start = -1;
      joins = 0;
    }
  }
  return undefined;
}

/** A list of foods is written with commas and one "e", as a cook reads it. */
export function chainedLists({ recipe }: LintContext): Finding[] {
  return recipe.instructions.flatMap((step, i) =>
    step.split(/[,.;:()]/).flatMap((clause) => {
      const chain = chainedList(clause);
      return chain ? [{ code: "chained_list" as const, at: `instructions[${i}]`, detail: `"${chain}"` }] : [];
    }),
  );
}

const UNCOVER = /\b(destampe|retire a tampa|tire a tampa|abra a tampa)\b/;
// "Cubra com água" covers the food, not the pan: only a lid counts.
const COVER = /\b(tampe|tampad\w*|tampa|abafad\w*|pressao|cubra a panela|panela coberta)\b/;

/** "Destampe" takes a lid an earlier step put on. */
export function lidNeverOn({ recipe }: LintContext): Finding[] {
  const steps = recipe.instructions.map((step) => fold(step.toLowerCase()));
  return steps.flatMap((step, i) => {
    if (!UNCOVER.test(step)) return [];
    const before = [...steps.slice(0, i), step.slice(0, step.search(UNCOVER))].join(" ");
    return COVER.test(before)
      ? []
      : [
          {
            code: "lid_never_on" as const,
            at: `instructions[${i}]`,
            detail: "uncovers a pan no step covered",
          },
        ];
  });
}

const SEASONS = /\b(tempere|marine|esfregue|salgue)\b/;
const DRIES = /\bseque\b/;

/** Drying a meat comes before seasoning it: paper towel after the salt takes the seasoning off. */
export function driedAfterSeasoning({ recipe }: LintContext): Finding[] {
  const seasoned = new Set<string>();
  return recipe.instructions.flatMap((step, i) => {
    const folded = fold(step.toLowerCase());
    const dries = DRIES.test(folded);
    const seasons = SEASONS.test(folded);
    // Naming foods reads the whole catalogue: only steps that dry or season are read for them.
    const foods = dries || seasons ? foodsNamedIn(step).map((food) => food.key) : [];
    const late = dries ? foods.filter((key) => seasoned.has(key)) : [];
    if (seasons) for (const key of foods) seasoned.add(key);
    return late.length
      ? [{ code: "dried_after_seasoning" as const, at: `instructions[${i}]`, detail: late.join(", ") }]
      : [];
  });
}

/** Past 200 g a cook weighs by 50 g ("300 g", not "290 g"); a line with its package's weight is as sold. */
export function unevenGrams({ lines }: LintContext): Finding[] {
  return lines.flatMap((line, i) => {
    const { quantity, unit } = line.parsed;
    if (unit !== "g" || quantity === null || quantity < 200 || quantity % 50 === 0) return [];
    if (/\b(lata|pacote|caixinha|embalagem|pote|bandeja)\b/i.test(line.text)) return [];
    return [{ code: "uneven_grams" as const, at: `ingredients[${i}]`, detail: `"${line.text}"` }];
  });
}
