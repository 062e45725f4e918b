import { fold } from "@chefzap/shared";
import { imperativeOf } from "./cooking-verbs.ts";

// Where a clause of a step begins: its start, after a stop, comma, semicolon or colon, and after "e".
const CLAUSE_START = /(?:^|[.!?,;:(]\s*|\s(?:e|E)\s+)/gu;
// Words that may stand before the clause's verb: "Depois refoga", "Em seguida, junta", "Numa panela
// refoga"; when no cooking verb follows them, nothing is changed.
const OPENERS = new RegExp(
  String.raw`^(?:(?:e|depois|entao|então|ai|aí|agora|logo|primeiro|antes|finalmente|em seguida|por fim|por ultimo|por último|depois disso|apos isso|após isso|enquanto isso|(?:numa|num|em uma|em um|na|no|em)\s+(?:mesm[oa]\s+|outr[oa]\s+)?\p{L}+)\s+)*`,
  "iu",
);
const VERB = /^(\p{L}+)(-se)?(?![\p{L}-])/u;
const NEXT_WORD = /^\s+(\p{L}+|\d)/u;

// A noun before "de" ("mistura de ovos", "volta do fogo"), not the verb.
const NOUN_TOO = new Set(["mistura", "volta", "tampa", "prova", "reserva", "liga", "rega", "seca"]);
// "a batata cozida e frita": after an adjective and "e", a verb form that is an adjective too is one.
const ADJECTIVE_BEFORE = /(?:ad|id|frit|sec|limp)[oa]s?$/u;
const ADJECTIVE_TOO = new Set(["frita", "seca", "limpa", "passa"]);

type Guard = (next: string) => string | null | undefined;

/** Forms whose reading depends on the next word; undefined keeps the usual imperative, null the word. */
const GUARDS: Record<string, Guard> = {
  serve: (next) => (/^(?:\d|ate|para|de|bem)$/.test(next) ? null : undefined),
  tem: (next) => (/^(?:que|de)$/.test(next) ? null : undefined),
  vem: () => null,
  // "vai mexendo" → "vá mexendo"; "vai ao forno" is where the cook takes it.
  vai: (next) => (/ndo$/.test(next) ? "vá" : /^(?:ao|a|à|para|pra)$/.test(next) ? "leve" : null),
};

function imperativeAt(step: string, at: number, afterAnd: boolean): { length: number; text: string } | null {
  const verb = VERB.exec(step.slice(at));
  if (!verb) return null;
  const [written, word, clitic] = verb;
  const next = fold(NEXT_WORD.exec(step.slice(at + written.length))?.[1] ?? "");
  const key = fold(word!);
  if (NOUN_TOO.has(key) && /^d[aoe]s?$/.test(next)) return null;
  const wordBeforeAnd = fold(step.slice(0, at).trim().split(/\s+/).at(-2) ?? "");
  if (afterAnd && ADJECTIVE_TOO.has(key) && ADJECTIVE_BEFORE.test(wordBeforeAnd)) return null;
  const guarded = GUARDS[key]?.(next);
  if (guarded === null) return null;
  const imperative = guarded ?? imperativeOf(word!);
  if (!imperative || fold(imperative) === key) return clitic ? { length: written.length, text: word! } : null;
  const text =
    word![0] === word![0]!.toLowerCase() ? imperative : imperative[0]!.toUpperCase() + imperative.slice(1);
  return { length: written.length, text };
}

/**
 * The step's clauses begun with the imperative a recipe speaks in: "Corta a cebola e refoga" → "Corte a
 * cebola e refogue", "Refogar o alho" → "Refogue o alho", "Poe no forno" → "Ponha no forno". Only the
 * verb that opens a clause is read, so "a massa frita" or "o corte" stay as they are.
 */
export function imperativeSteps(step: string): string {
  const edits: Array<{ start: number; length: number; text: string }> = [];
  for (const match of step.matchAll(CLAUSE_START)) {
    const afterOpeners = match.index + match[0].length;
    const opener = OPENERS.exec(step.slice(afterOpeners))![0].length;
    const edit = imperativeAt(step, afterOpeners + opener, /\se\s/i.test(match[0]));
    if (edit) edits.push({ start: afterOpeners + opener, ...edit });
  }
  let out = step;
  for (const { start, length, text } of edits.reverse())
    out = out.slice(0, start) + text + out.slice(start + length);
  return out;
}
