// Lighthouse on a phone (its mobile preset) against the built app, as CI runs it: `npm run build -w web`
// first. Each page is measured five times and judged by its medians; exits 1 below the bar.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumPath, lighthousePages } from "../e2e/env.ts";
import { CHROMIUM_ARGS, freePort } from "../e2e/harness.ts";
import { startSeededApp, type SeededApp } from "../e2e/seeded-app.ts";
import { CATEGORIES, medians, shortfalls, table, type Scores } from "./scores.ts";

/** "The median Lighthouse score of 5 runs is twice as stable as 1 run" (Lighthouse, docs/variability.md). */
const RUNS = 5;
/** Lighthouse sometimes loses a run's trace ("please run Lighthouse again"); a page gets this many. */
const ATTEMPTS = 3;
const reports = path.resolve(import.meta.dirname, "../../test-results/lighthouse");

interface Measured {
  name: string;
  path: (app: SeededApp) => string;
  signedIn: boolean;
}

const pages: Measured[] = [
  { name: "landing", path: () => "/", signedIn: false },
  { name: "dashboard", path: () => "/dashboard", signedIn: true },
  // A published recipe: the recipe pages search engines are meant to find (others answer noindex).
  { name: "recipe", path: (app) => app.communityRecipePath, signedIn: false },
  { name: "community", path: () => "/receitas-da-comunidade", signedIn: false },
  { name: "weekly-menus", path: () => "/cardapios-semanais", signedIn: true },
];

interface Run {
  scores: Scores;
  /** The performance metrics behind the score, e.g. "LCP 1.9 s", to see where points go. */
  metrics: string;
  report: string;
}

const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;

async function measureOnce(url: string, port: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "html",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // A cook's own pages are kept out of search engines on purpose (robots.txt); "is crawlable"
    // would count that against their SEO score.
    ...(cookie ? { extraHeaders: { Cookie: cookie }, skipAudits: ["is-crawlable"] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const metrics = METRICS.map(([name, id]) => `${name} ${audits[id]?.displayValue ?? "?"}`).join(", ");
  return { scores, metrics, report: String(result.report) };
}

async function measure(url: string, port: number, cookie?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, port, cookie);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`Lighthouse run failed, trying again: ${(error as Error).message}`);
    }
  }
}

async function measurePage(app: SeededApp, port: number, page: Measured) {
  const url = app.url + page.path(app);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await measure(url, port, page.signedIn ? cookieHeader(app) : undefined));
  }
  for (const run of runs) {
    process.stdout.write(`${page.name}: ${JSON.stringify(run.scores)} ${run.metrics}\n`);
  }
  // The report of the run with the median performance, to see why.
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  writeFileSync(path.join(reports, `${page.name}.html`), byPerformance[Math.floor(RUNS / 2)]!.report);
  return { page: `${page.name} (${page.path(app)})`, scores: medians(runs.map((r) => r.scores)) };
}

const cookieHeader = (app: SeededApp) => app.cook.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

const app = await startSeededApp();
// Lighthouse drives Chromium through its debugging port; the journeys' browser opens one for it.
const port = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
const rows: Array<{ page: string; scores: Scores }> = [];
try {
  mkdirSync(reports, { recursive: true });
  for (const page of pages.filter((p) => !lighthousePages || lighthousePages.includes(p.name)))
    rows.push(await measurePage(app, port, page));
} finally {
  await browser.close();
  await app.stop();
}

process.stdout.write(`\nLighthouse, mobile preset, median of ${RUNS}:\n${table(rows)}\n`);
const failures = rows.flatMap(({ page, scores }) => shortfalls(scores).map((s) => `${page}: ${s}`));
writeFileSync(
  path.join(reports, "summary.json"),
  JSON.stringify({ runs: RUNS, pages: rows, failures }, null, 2),
);
if (failures.length) {
  process.stdout.write(`\nBelow the bar:\n${failures.join("\n")}\n`);
  process.exit(1);
}
process.stdout.write("\nEvery page meets the bar.\n");
