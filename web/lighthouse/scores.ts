/** Lighthouse's categories and the lowest score (0–100) each page must have on the mobile preset. */
export const BAR = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
} as const;

export type Category = keyof typeof BAR;
export const CATEGORIES = Object.keys(BAR) as Category[];

export type Scores = Record<Category, number>;

/** The middle value: one slow or lucky run moves it less than it moves the mean. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function medians(runs: readonly Scores[]): Scores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run[c]))])) as Scores;
}

/** What falls short of the bar, e.g. "performance 88 < 95". */
export function shortfalls(scores: Scores): string[] {
  return CATEGORIES.filter((c) => scores[c] < BAR[c]).map((c) => `${c} ${scores[c]} < ${BAR[c]}`);
}

/** One line per page under a header, columns aligned, for the CI log. */
export function table(rows: ReadonlyArray<{ page: string; scores: Scores }>): string {
  const header = ["page", ...CATEGORIES];
  const cells = rows.map(({ page, scores }) => [page, ...CATEGORIES.map((c) => String(scores[c]))]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), ...cells.map(line)].join("\n");
}
