import { fold } from "../text/fold.ts";

/** A stretch of a recipe in which nobody works at the stove: "Gele por 4 horas" is 240 min "na geladeira". */
export interface Wait {
  minutes: number;
  /** How a cook says where the time goes: "na geladeira", "de molho". */
  where: string;
}

// Nearest cue before a duration names the wait: "deixe esfriar e leve à geladeira por 4 horas" waits
// in the fridge. The order breaks ties only. Cues are read on folded text (no accents, lower case).
const WAIT_CUES: ReadonlyArray<{ where: string; cue: RegExp; place?: boolean }> = [
  { where: "de molho", cue: /\bde molho (?=por|em|na|durante|de um|\d)|\bdessalgu/g },
  { where: "marinando", cue: /\bmarin(?:e|ar|ando)\b/g },
  { where: "no congelador", cue: /\bcongel(?:e|ar)\b|(?<!\bn[oa] )\b(?:congelador|freezer)\b/g },
  { where: "na geladeira", cue: /\bgel(?:e|ar)\b|(?<!\bna )\bgeladeira\b|\brefriger/g },
  // "Marine na geladeira por 2 horas": the fridge is where another wait happens, unless it stands alone.
  { where: "no congelador", cue: /\bn[oa] (?:congelador|freezer)\b/g, place: true },
  { where: "na geladeira", cue: /\bna geladeira\b/g, place: true },
  { where: "para crescer", cue: /\bcresc(?:er|a)\b|\bfermentar\b/g },
  { where: "de descanso", cue: /\bdescans(?:e|ar)\b/g },
  { where: "para esfriar", cue: /\besfri(?:e|ar)\b/g },
];

// Work at the stove between a cue and a duration takes the duration: "deixe de molho por 8 horas e
// cozinhe por 25 minutos" waits 8 hours, not 25 minutes.
const WORK = /\b(cozinhe|asse|frite|doure|refogue|ferva|bata|misture|aque[cç]a)\b/;
// "Guarde na geladeira por até 3 dias" keeps a dish; it is not part of making it.
const KEEPING = /\b(guarde|conserva|dura)\b|\bate \d+ dias\b/;
const OVERNIGHT = /\bde um dia para o outro\b|\bdurante a noite\b|\bpor uma noite\b|\bna vespera\b/g;
const OVERNIGHT_MINUTES = 8 * 60;
const WORD_NUMBERS: Record<string, number> = { uma: 1, um: 1, duas: 2, dois: 2, tres: 3, meia: 0.5 };
// "por 2 a 4 horas", "1 hora e meia", "meia hora", "30 minutos": a range counts from its low end, the
// least a cook must plan for.
const DURATION =
  /\b(\d+|uma|um|duas|dois|tres|meia)(?:\s*a\s*\d+)?\s*(horas?|h|minutos?|min)\b(?:\s*e\s*(meia|\d+)(?:\s*min(?:utos?)?)?)?/g;

/** Waits shorter than this are part of the recipe's own minutes: a cook plans around longer ones. */
export const WAIT_MIN_MINUTES = 30;

interface Mark {
  at: number;
  end?: number;
  minutes?: number;
  where?: string;
  place?: boolean;
}

function durations(sentence: string): Mark[] {
  const marks: Mark[] = [];
  for (const m of sentence.matchAll(DURATION)) {
    const amount = Number(m[1]) || WORD_NUMBERS[m[1]!] || 0;
    const hours = m[2]!.startsWith("h");
    const extra = m[3] === "meia" ? 30 : Number(m[3] ?? 0);
    marks.push({ at: m.index, end: m.index + m[0].length, minutes: hours ? amount * 60 + extra : amount });
  }
  for (const m of sentence.matchAll(OVERNIGHT))
    marks.push({ at: m.index, end: m.index + m[0].length, minutes: OVERNIGHT_MINUTES });
  return marks;
}

function cues(sentence: string): Mark[] {
  return WAIT_CUES.flatMap(({ where, cue, place }) =>
    [...sentence.matchAll(cue)].map((m) => ({ at: m.index, where, place })),
  ).sort((a, b) => a.at - b.at);
}

/**
 * The cue a duration belongs to: the nearest before it, or the wait a place only locates, or a place
 * right after it ("Deixe 1 hora na geladeira").
 */
function cueOf(sentence: string, found: readonly Mark[], { at, end }: Mark): Mark | undefined {
  const before = found.filter((cue) => cue.at < at && !WORK.test(sentence.slice(cue.at, at)));
  if (before.length === 0) return found.find((cue) => cue.place && cue.at > end! && cue.at <= end! + 1);
  const nearest = before.at(-1);
  const earlier = before.at(-2);
  const sameClause = earlier && !/,| e /.test(sentence.slice(earlier.at, nearest!.at));
  return nearest?.place && sameClause ? earlier : nearest;
}

function waitsIn(sentence: string): Wait[] {
  if (KEEPING.test(sentence)) return [];
  const found = cues(sentence);
  return durations(sentence).flatMap((duration) => {
    const { minutes } = duration;
    const nearest = cueOf(sentence, found, duration);
    return nearest && minutes! >= WAIT_MIN_MINUTES ? [{ minutes: minutes!, where: nearest.where! }] : [];
  });
}

/**
 * The waits a recipe's steps state, one per place, in the order they first come: chilling, freezing,
 * soaking, marinating, rising, resting and cooling for half an hour or more. Works on any recipe's
 * text, generated or written by hand; a wait with no stated time is not guessed.
 */
export function recipeWaits(instructions: readonly string[]): Wait[] {
  const byPlace = new Map<string, number>();
  for (const step of instructions)
    for (const sentence of fold(step).split(/[.;:!?]\s/))
      for (const wait of waitsIn(sentence))
        byPlace.set(wait.where, (byPlace.get(wait.where) ?? 0) + wait.minutes);
  return [...byPlace].map(([where, minutes]) => ({ where, minutes }));
}

/** The recipe's time from start to table: its own minutes and every wait its steps state. */
export function totalRecipeMinutes(recipe: { cookingTime: number; instructions: readonly string[] }): number {
  return recipeWaits(recipe.instructions).reduce((sum, wait) => sum + wait.minutes, recipe.cookingTime);
}

/** "30 min", "4 h", "1 h 30 min", "24 h". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "+ 4 h na geladeira", "+ 8 h de molho + 30 min marinando", or "" with no wait. */
export function waitsText(waits: readonly Wait[]): string {
  return waits.map((wait) => `+ ${durationText(wait.minutes)} ${wait.where}`).join(" ");
}

/**
 * A recipe's time as a cook reads it: "70 min + 4 h na geladeira". The recipe's own minutes stay in
 * minutes, as every card shows them; the waits follow, so nobody starts a pudim an hour before dinner.
 */
export function minutesWithWaits(minutes: number, waits: readonly Wait[]): string {
  return [`${minutes} min`, waitsText(waits)].filter(Boolean).join(" ");
}

/** {@link minutesWithWaits} of a recipe, its waits read from its steps. */
export function recipeTimeText(recipe: { cookingTime: number; instructions: readonly string[] }): string {
  return minutesWithWaits(recipe.cookingTime, recipeWaits(recipe.instructions));
}
