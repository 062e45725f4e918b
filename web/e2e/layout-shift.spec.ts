import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, MOBILE, startApp, type RunningApp } from "./harness.ts";
import { newAccount, pageReady } from "./steps.ts";

let app: RunningApp;
let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
let recipePath = "";

/** Google's "good" threshold for cumulative layout shift. */
const GOOD_CLS = 0.1;

// Records every layout shift the page makes that no tap or key caused, from the very first paint.
// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) =>
        (node instanceof Element
          ? node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + ' "' + (node.textContent || "").trim().slice(0, 30) + '"'
          : String(node?.nodeName)) +
        " y " + Math.round(was.y) + "→" + Math.round(now.y) + " h " + Math.round(was.height) + "→" + Math.round(now.height),
      );
      window.__shifts.push({ value: entry.value, time: entry.startTime, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

interface Shift {
  value: number;
  time: number;
  moved: string[];
}

/**
 * CLS as browsers report it: the worst session window (shifts less than 1 s apart, 5 s at most),
 * not the sum over the whole visit.
 */
function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let worst = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const { value, time } of shifts) {
    if (sum > 0 && (time - last >= 1000 || time - first >= 5000)) sum = 0;
    if (sum === 0) first = time;
    sum += value;
    last = time;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Opens `route` in a fresh browser (empty cache) on a phone's network, so each lazy page's code
 * arrives after the shell has painted, as on a first visit, and returns the shifts it made.
 */
async function visit(route: string, storageState?: typeof signedIn): Promise<Shift[]> {
  const context = await browser.newContext({
    viewport: MOBILE,
    baseURL: app.url,
    locale: "pt-BR",
    storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(route);
    await pageReady(page);
    await page.waitForTimeout(2000); // anything a page does after its data, such as images or fonts
    return (await page.evaluate("window.__shifts")) as Shift[];
  } finally {
    await context.close();
  }
}

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: app.url });
  const who = newAccount("Tainá Rocha");
  const { request } = context;
  const registered = await request.post("/api/register", {
    data: { email: who.email, password: who.password, firstName: "Tainá" },
  });
  assert.equal(registered.status(), 201);
  const generated = await request.post("/api/generate-recipe", {
    data: { ingredients: ["frango", "arroz", "tomate"], skillLevel: "iniciante" },
  });
  assert.equal(generated.status(), 201);
  recipePath = `/recipes/${((await generated.json()) as { id: string }).id}`;
  // One published recipe and none rated yet, as on a young site: the featured block turns out empty.
  const written = await request.post("/api/user-recipes", {
    data: {
      title: "Baião de dois",
      description: "Arroz e feijão-de-corda com queijo coalho, do jeito do sertão.",
      ingredients:
        "2 xícaras de arroz\n2 xícaras de feijão-de-corda cozido\n200 g de queijo coalho\n1 cebola",
      instructions: "refogue a cebola\njunte o arroz e o feijão com o caldo\ncubra com o queijo em cubos",
      cookingTime: 45,
      servings: 4,
    },
  });
  assert.equal(written.status(), 201);
  const { id } = (await written.json()) as { id: string };
  assert.equal((await request.post(`/api/user-recipes/${id}/publish`)).status(), 200);
  signedIn = await context.storageState();
  await context.close();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

describe("pages do not shift as their code and data arrive (390 px, first visit)", () => {
  const pages: Array<[string, () => string, "visitor" | "signed in"]> = [
    ["the landing", () => "/", "visitor"],
    ["the community recipes", () => "/receitas-da-comunidade", "visitor"],
    ["the weekly menus", () => "/cardapios-semanais", "visitor"],
    ["a recipe", () => recipePath, "visitor"],
    ["a recipe", () => recipePath, "signed in"],
    ["the dashboard", () => "/dashboard", "signed in"],
  ];
  for (const [name, route, who] of pages) {
    it(`${name} (${who})`, async (t) => {
      const shifts = await visit(route(), who === "signed in" ? signedIn : undefined);
      const cls = cumulativeLayoutShift(shifts);
      t.diagnostic(`CLS ${route()} (${who}): ${cls.toFixed(3)}`);
      for (const { value, time, moved } of shifts) {
        t.diagnostic(`  ${value.toFixed(3)} at ${Math.round(time)} ms: ${moved.join(", ")}`);
      }
      assert.ok(cls < GOOD_CLS, `CLS ${cls.toFixed(3)} on ${route()} is under ${GOOD_CLS}`);
    });
  }
});
