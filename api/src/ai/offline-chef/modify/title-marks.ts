import { dishGender } from "../knowledge/dish-gender.ts";

/** "Frango (sem forno, com menos sal)" → base "Frango", marks ["sem forno", "com menos sal"]. */
export function titleMarks(title: string): { base: string; marks: string[] } {
  const match = /\s*\(([^()]*)\)\s*$/.exec(title);
  const base = match ? title.slice(0, match.index).trim() : title.trim();
  if (!match || !base) return { base: title.trim(), marks: [] };
  return { base, marks: match[1]!.split(/,\s*/).filter(Boolean).map(canonicalMark) };
}

/**
 * The marks a new version carries: the earlier changes' first, in the order they were asked, then the
 * new ones; the number of people is no mark (the dish is the same), and a mark is never said twice.
 */
export function composeMarks(earlier: readonly string[], labels: readonly string[]): string[] {
  const added = labels.filter((label) => !label.startsWith("para "));
  return [...new Set([...earlier, ...added])];
}

// Diet marks are adjectives: they agree with the dish ("Brigadeiro (vegetariano)", "Torta (vegana)"),
// and lean on "versão" when the dish's noun is unknown.
const ADJECTIVE_MARKS: Readonly<Record<string, string>> = { vegetariana: "vegetarian", vegana: "vegan" };

function agreeing(mark: string, base: string): string {
  const stem = ADJECTIVE_MARKS[mark];
  if (!stem) return mark;
  const gender = dishGender(base);
  return gender === "m" ? `${stem}o` : gender === "f" ? mark : `versão ${mark}`;
}

/** "vegano" or "versão vegana" read back from a title is the label "vegana" that wrote it. */
function canonicalMark(mark: string): string {
  const bare = mark.replace(/^versão /, "");
  const label = Object.entries(ADJECTIVE_MARKS).find(([, stem]) => bare === `${stem}o`)?.[0];
  return label ?? bare;
}

export function markedTitle(base: string, marks: readonly string[]): string {
  const title = `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
  return marks.length > 0 ? `${title} (${marks.map((mark) => agreeing(mark, base)).join(", ")})` : title;
}

const VERSION_SENTENCE = /\s*Versão [^.]*\.$/;

/** The dish's own description, closed by one sentence naming every change so far. */
export function markedDescription(
  description: string | undefined,
  base: string,
  marks: readonly string[],
): string {
  if (marks.length === 0) return description ?? `Versão ajustada de ${base}.`;
  const own = (description ?? "").replace(VERSION_SENTENCE, "").trim();
  const dish = `${base.charAt(0).toLowerCase()}${base.slice(1)}`;
  // "versão rápida" is a mark already worded as a version: "Versão rápida.", not "Versão versão rápida.".
  const said = marks.map((mark) => mark.replace(/^versão /, "")).join(", ");
  return own ? `${own} Versão ${said}.` : `Versão ${said} de ${dish}.`;
}
