/** "Frango (sem forno, com menos sal)" → base "Frango", marks ["sem forno", "com menos sal"]. */
export function titleMarks(title: string): { base: string; marks: string[] } {
  const match = /\s*\(([^()]*)\)\s*$/.exec(title);
  const base = match ? title.slice(0, match.index).trim() : title.trim();
  if (!match || !base) return { base: title.trim(), marks: [] };
  return { base, marks: match[1]!.split(/,\s*/).filter(Boolean) };
}

/**
 * The marks a new version carries: the earlier changes' first, in the order they were asked, then the
 * new ones; the number of people is no mark (the dish is the same), and a mark is never said twice.
 */
export function composeMarks(earlier: readonly string[], labels: readonly string[]): string[] {
  const added = labels.filter((label) => !label.startsWith("para "));
  return [...new Set([...earlier, ...added])];
}

export function markedTitle(base: string, marks: readonly string[]): string {
  const title = `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
  return marks.length > 0 ? `${title} (${marks.join(", ")})` : title;
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
  return own ? `${own} Versão ${marks.join(", ")}.` : `Versão ${marks.join(", ")} de ${dish}.`;
}
