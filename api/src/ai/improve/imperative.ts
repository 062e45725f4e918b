import { fold } from "@chefzap/shared";
import { imperativeOf, isImperative } from "./cooking-verbs.ts";

// Where a clause of a sentence begins: its start, after a comma, semicolon or colon, and after "e".
const CLAUSE_START = /(?:^|[,;:(]\s*|\s(?:e|E)\s+)/gu;
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
  // "Dá para trocar" is "one can", not "give".
  da: (next) => (/^(?:para|pra)$/.test(next) ? null : undefined),
  // "vai mexendo" → "vá mexendo"; "vai ao forno" is where the cook takes it.
  vai: (next) => (/ndo$/.test(next) ? "vá" : /^(?:ao|a|à|para|pra)$/.test(next) ? "leve" : null),
};

type Opening = "command" | "infinitive";
interface Clause {
  edit: { length: number; text: string } | null;
  /** How the clause opens: with a command ("Corte", "corta") or an infinitive ("Cortar"), or neither. */
  opening: Opening | null;
}

// "Grelhar as fatias antes evita que…", "Lavar a quinoa tira o amargor": an infinitive that is the
// subject of its sentence, not a step ("Refogar a cebola e deixa dourar" is one).
const SUBJECT_INFINITIVE = /^[^.;:,]*?(?<!\se)\s(?:evita|ajuda|garante|impede|é|são|tira|deixa|torna|faz)\s/u;

function readClause(step: string, at: number, afterAnd: boolean): Clause {
  const verb = VERB.exec(step.slice(at));
  if (!verb) return { edit: null, opening: null };
  const [written, word, clitic] = verb;
  const rest = step.slice(at + written.length);
  const next = fold(NEXT_WORD.exec(rest)?.[1] ?? "");
  const key = fold(word!);
  if (isImperative(word!) && !GUARDS[key]) return { edit: null, opening: "command" };
  if (NOUN_TOO.has(key) && /^d[aoe]s?$/.test(next)) return { edit: null, opening: null };
  // "seca, ela doura", "quente e seca, doure": an adjective before a comma.
  if (ADJECTIVE_TOO.has(key) && rest.startsWith(",")) return { edit: null, opening: null };
  const wordBeforeAnd = fold(step.slice(0, at).trim().split(/\s+/).at(-2) ?? "");
  if (afterAnd && ADJECTIVE_TOO.has(key) && ADJECTIVE_BEFORE.test(wordBeforeAnd))
    return { edit: null, opening: null };
  const guarded = GUARDS[key]?.(next);
  if (guarded === null) return { edit: null, opening: null };
  const imperative = guarded ?? imperativeOf(word!);
  if (!imperative) return { edit: null, opening: null };
  const opening: Opening = key.endsWith("r") ? "infinitive" : "command";
  if (opening === "infinitive" && SUBJECT_INFINITIVE.test(rest)) return { edit: null, opening: null };
  if (fold(imperative) === key)
    return { edit: clitic ? { length: written.length, text: word! } : null, opening };
  const text =
    word![0] === word![0]!.toLowerCase() ? imperative : imperative[0]!.toUpperCase() + imperative.slice(1);
  return { edit: { length: written.length, text }, opening };
}

/**
 * One sentence of a step. Its first clause sets the tone: a later clause is turned only when the
 * sentence opened with a verb, so "O papel cozinha no vapor e deixa…" stays, and an infinitive after
 * "e" only when the sentence opened with one ("Cortar e refogar"; "até borbulhar e dourar" stays).
 */
function imperativeSentence(sentence: string): string {
  const edits: Array<{ start: number; length: number; text: string }> = [];
  let tone: Opening | null = null;
  for (const match of sentence.matchAll(CLAUSE_START)) {
    const afterOpeners = match.index + match[0].length;
    const at = afterOpeners + OPENERS.exec(sentence.slice(afterOpeners))![0].length;
    const clause = readClause(sentence, at, /\se\s/i.test(match[0]));
    if (match.index === 0) tone = clause.opening;
    else if (!tone || (clause.opening === "infinitive" && tone !== "infinitive")) continue;
    if (clause.edit) edits.push({ start: at, ...clause.edit });
  }
  let out = sentence;
  for (const { start, length, text } of edits.reverse())
    out = out.slice(0, start) + text + out.slice(start + length);
  return out;
}

/**
 * The step's clauses begun with the imperative a recipe speaks in: "Corta a cebola e refoga" → "Corte a
 * cebola e refogue", "Refogar o alho" → "Refogue o alho", "Poe no forno" → "Ponha no forno". Only the
 * verb that opens a clause is read, so "a massa frita" or "o corte" stay as they are.
 */
export function imperativeSteps(step: string): string {
  return step
    .split(/(?<=[.!?])(?=\s)/u)
    .map((sentence) => {
      const lead = /^\s*/u.exec(sentence)![0];
      return lead + imperativeSentence(sentence.slice(lead.length));
    })
    .join("");
}
