import { withinOneEdit } from "@chefzap/shared";
import { contentWords } from "./normalize.ts";
import { tacoFoods } from "./taco.ts";

const STATE_WORDS = new Set(["cru", "crua", "cozido", "cozida", "assado", "assada", "frito", "frita"]);
const COOKED_WORDS = new Set([
  "cozido",
  "cozida",
  "assado",
  "assada",
  "frito",
  "frita",
  "grelhado",
  "grelhada",
]);
const COOKED_WORDS_ALL = new Set([...COOKED_WORDS, "refogado", "refogada", "saute"]);

interface Entry {
  id: number;
  words: string[];
  raw: boolean;
  cooked: boolean;
}

let entries: Entry[] | undefined;

/**
 * Last resort for foods the alias table does not know: scores every TACO name by how many of the
 * line's words it contains (the first word, usually the head noun, must be among them), preferring raw
 * items. The confidence is capped at 0.7, below any curated alias.
 */
export function fuzzyMatch(words: string[], state: string | undefined) {
  const query = contentWords(words.join(" "));
  if (query.length === 0) return undefined;
  entries ??= buildEntries();
  let best: { id: number; score: number } | undefined;
  for (const entry of entries) {
    const score = scoreEntry(query, entry, state);
    if (score > 0 && (!best || score > best.score)) best = { id: entry.id, score };
  }
  if (!best || best.score < 0.45) return undefined;
  return { id: best.id, confidence: Math.round(Math.min(0.7, best.score * 0.7) * 100) / 100 };
}

function scoreEntry(query: string[], entry: Entry, state: string | undefined): number {
  let found = 0;
  let matchedName = 0;
  for (let i = 0; i < query.length; i++) {
    let sim = 0;
    for (const word of entry.words) sim = Math.max(sim, similarity(query[i]!, word));
    if (i === 0 && sim === 0) return 0;
    found += sim;
    if (sim > 0) matchedName++;
  }
  const identity = entry.words.filter((w) => !STATE_WORDS.has(w)).length || 1;
  const recall = found / query.length;
  if (recall < 0.5) return 0;
  let score = 0.75 * recall + 0.25 * Math.min(1, matchedName / identity);
  if (!state && entry.raw) score += 0.03;
  if (!state && entry.cooked) score -= 0.05;
  if (state && entry.words.some((w) => w.startsWith(state))) score += 0.05;
  return score;
}

function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) return 0.8;
  if (a.length >= 5 && b.length >= 5 && withinOneEdit(a, b)) return 0.8;
  return 0;
}

function buildEntries(): Entry[] {
  return [...tacoFoods().values()].map((food) => {
    const words = contentWords(food.name);
    return {
      id: food.id,
      words,
      raw: words.includes("cru") || words.includes("crua"),
      cooked: words.some((w) => COOKED_WORDS_ALL.has(w)),
    };
  });
}
