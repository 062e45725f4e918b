import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { kitchenPhoto } from "./kitchen-photo.ts";
import { newAccount } from "./steps.ts";
import { startVisionStandIn, VISION_MODEL, type VisionStandIn } from "./vision-stand-in.ts";

let browser: Browser;
let app: RunningApp | undefined;
let vision: VisionStandIn;
let appUrl = "";

before(async () => {
  vision = await startVisionStandIn();
  app = await startApp({
    OPENAI_API_KEY: "test",
    OPENAI_BASE_URL: vision.url,
    OPENAI_VISION_MODEL: VISION_MODEL,
    AI_MAX_ATTEMPTS: "1",
  });
  appUrl = app.url;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
  await vision?.stop();
});

async function cookContext(
  name: string,
  serviceWorkers: "allow" | "block" = "allow",
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: MOBILE,
    baseURL: appUrl,
    locale: "pt-BR",
    serviceWorkers,
  });
  const cook = newAccount(name);
  const res = await context.request.post("/api/register", {
    data: { email: cook.email, password: cook.password, firstName: name.split(" ")[0] },
  });
  assert.equal(res.status(), 201);
  return context;
}

/** The worker claims open pages when it first activates, so no reload is needed to be served by it. */
async function servedByWorker(page: Page): Promise<void> {
  // Functions, not strings: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Whether a cache holds an address; the precache keeps its files with a revision in the query. */
const cacheHas = (page: Page, cache: string, url: string) =>
  page.evaluate(
    `caches.open(${JSON.stringify(cache)}).then((c) => c.match(${JSON.stringify(url)}, { ignoreSearch: true })).then(Boolean)`,
  );

const precacheName = (page: Page) =>
  page.evaluate("caches.keys().then((names) => names.find((n) => n.includes('precache')))") as Promise<
    string | undefined
  >;

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer): string {
  assert.equal(bytes.subarray(1, 4).toString("latin1"), "PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  share_target: {
    action: string;
    method: string;
    enctype: string;
    params: { files: { accept: string[] }[] };
  };
}

describe("installable app", () => {
  it("links a pt-BR manifest Chromium parses without errors, with reachable icons of their stated size", async () => {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: appUrl, locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    assert.ok(href);
    const res = await page.request.get(href);
    assert.equal(res.status(), 200);
    assert.match(res.headers()["content-type"] ?? "", /^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    assert.equal(manifest.name, "ChefZap");
    assert.equal(manifest.short_name, "ChefZap");
    assert.equal(manifest.lang, "pt-BR");
    assert.equal(manifest.start_url, "/");
    assert.equal(manifest.display, "standalone");
    assert.equal(
      manifest.theme_color,
      await page.locator('meta[name="theme-color"]').getAttribute("content"),
    );
    assert.equal(manifest.background_color, "#fffaf0");

    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
    assert.deepEqual(parsed.errors, [], "Chromium reads the manifest without complaint");

    const purposes = new Set<string>();
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      assert.equal(file.status(), 200, icon.src);
      assert.equal(file.headers()["content-type"], "image/png", icon.src);
      assert.equal(pngSize(await file.body()), icon.sizes, icon.src);
      purposes.add(`${icon.purpose} ${icon.sizes}`);
    }
    for (const wanted of ["any 192x192", "any 512x512", "maskable 512x512"])
      assert.ok(purposes.has(wanted), wanted);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    assert.equal(pngSize(await (await page.request.get(touch!)).body()), "180x180");

    assert.equal(manifest.share_target.method, "POST");
    assert.equal(manifest.share_target.enctype, "multipart/form-data");
    assert.deepEqual(manifest.share_target.params.files[0]?.accept, ["image/*"]);
    await context.close();
  });

  it("registers a service worker that serves the page and keeps the app shell", async () => {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: appUrl, locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/");
    await servedByWorker(page);
    const script = await page.evaluate("navigator.serviceWorker.ready.then((r) => r.active.scriptURL)");
    assert.equal(script, `${appUrl}/sw.js`);
    assert.equal(await cacheHas(page, (await precacheName(page))!, "/index.html"), true);
    await context.close();
  });
});

describe("photo shared from the phone's gallery", () => {
  it("lands on the scanner with the photo chosen, and the scan reads it", async () => {
    const context = await cookContext("Rita Gomes");
    const page = await context.newPage();
    await page.goto("/");
    await servedByWorker(page);
    // Shared as the gallery would: a multipart POST to the manifest's action, answered by the worker.
    const shared = await page.evaluate(
      async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append("foto", new File([bytes], "geladeira.jpg", { type: "image/jpeg" }));
        const res = await fetch("/compartilhar-foto", { method: "POST", body: form });
        return { redirected: res.redirected, url: res.url, status: res.status };
      },
      (await kitchenPhoto(page)).toString("base64"),
    );
    assert.equal(shared.redirected, true);
    assert.equal(shared.url, `${appUrl}/?scanner=compartilhar`);
    assert.equal(shared.status, 200);
    assert.equal(await cacheHas(page, "chefzap-foto-compartilhada", "/__chefzap/foto-compartilhada"), true);

    await page.goto(shared.url);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("img", { name: "Foto escolhida" }).waitFor();
    assert.equal(new URL(page.url()).search, "", "a reload does not open the scanner again");
    await snap(page, "pwa-shared-photo", false);
    await dialog.getByRole("button", { name: "Analisar ingredientes" }).click();
    await dialog.getByRole("checkbox", { name: "tomate" }).waitFor();
    assert.equal(vision.images.length, 1, "the shared photo reached the vision model");
    assert.equal(await cacheHas(page, "chefzap-foto-compartilhada", "/__chefzap/foto-compartilhada"), false);
    await context.close();
  });

  it("without a service worker, the server sends the share to the open scanner to choose the photo again", async () => {
    const context = await cookContext("Lia Prado", "block");
    const page = await context.newPage();
    await page.goto("/");
    // A form posted by navigation, as the phone's share sheet does.
    await page.evaluate(`(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.enctype = "multipart/form-data";
      form.action = "/compartilhar-foto";
      const input = document.createElement("input");
      input.type = "file";
      input.name = "foto";
      form.append(input);
      document.body.append(form);
    })()`);
    await page.locator('form[action="/compartilhar-foto"] input').setInputFiles({
      name: "geladeira.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    await page.evaluate(`document.querySelector('form[action="/compartilhar-foto"]').submit()`);
    // The landing had no dialog open before: it opens on the page the share was sent to.
    await page.getByRole("dialog").getByRole("button", { name: "Escolher foto" }).waitFor();
    assert.equal(page.url(), `${appUrl}/`);
    await context.close();
  });
});

describe("recipes read offline", () => {
  async function openRecipe(context: BrowserContext): Promise<{ page: Page; id: string; title: string }> {
    const made = await context.request.post("/api/generate-recipe", {
      data: { ingredients: ["frango", "tomate", "cebola"], skillLevel: "iniciante" },
    });
    assert.equal(made.status(), 201);
    const { id, title } = (await made.json()) as { id: string; title: string };
    const page = await context.newPage();
    await page.goto("/");
    await servedByWorker(page);
    // The page marks the device's recipe cache with the signed-in cook once the api confirms them.
    await page.waitForFunction(() => caches.has("chefzap-receitas"));
    await page.goto(`/recipes/${id}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    // The server rendered the page with the recipe; the page keeps that answer once it is idle.
    await page.waitForFunction(
      async (path) => (await (await caches.open("chefzap-receitas")).match(path)) !== undefined,
      `/api/recipes/${id}`,
    );
    return { page, id, title };
  }

  it("a sign-out empties the recipes kept on the device", async () => {
    const context = await cookContext("Ana Lima");
    const { page } = await openRecipe(context);
    assert.equal((await page.request.post("/api/logout")).ok(), true);
    await page.goto("/");
    await page.waitForFunction(async () => !(await caches.has("chefzap-receitas")));
    await context.close();
  });

  it("a recipe opened once still reads, with a notice, when the phone is offline", async () => {
    const context = await cookContext("Bia Souza");
    const { page, title } = await openRecipe(context);
    await context.setOffline(true);
    // Nothing can come from the server any more, whatever the browser's offline emulation covers.
    await app!.stop();
    app = undefined;
    await page.reload();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("status").getByText("Você está sem internet.", { exact: false }).waitFor();
    await snap(page, "pwa-offline-recipe", false);
    await context.close();
  });
});
