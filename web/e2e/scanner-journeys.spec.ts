import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, snap, startApp, type RunningApp } from "./harness.ts";
import { kitchenPhoto } from "./kitchen-photo.ts";
import { newAccount } from "./steps.ts";
import { startVisionStandIn, VISION_MODEL, type VisionStandIn } from "./vision-stand-in.ts";

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signedInPage(app: RunningApp, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: app.url, locale: "pt-BR" });
  const page = await context.newPage();
  const cook = newAccount(name);
  // Signing up through the api keeps these journeys about the scanner; the wizard has its own.
  const res = await page.context().request.post("/api/register", {
    data: { email: cook.email, password: cook.password, firstName: name.split(" ")[0] },
  });
  assert.equal(res.status(), 201);
  await page.goto("/");
  return page;
}

/** Width × height from a JPEG's start-of-frame marker; enough to check the client's downscale. */
function jpegSize(dataUrl: string): [number, number] {
  const bytes = Buffer.from(dataUrl.split(",")[1]!, "base64");
  for (let i = 2; i < bytes.length - 8;) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)];
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error("no start-of-frame marker");
}

async function choosePhoto(page: Page, snapName?: string) {
  await page.getByRole("button", { name: "Escanear ingredientes" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Formatos aceitos: JPG, PNG, WEBP").waitFor();
  if (snapName) await snap(page, snapName, false);
  await dialog.getByLabel("Foto dos ingredientes").setInputFiles({
    name: "geladeira.jpg",
    mimeType: "image/jpeg",
    buffer: await kitchenPhoto(page),
  });
  await dialog.getByRole("img", { name: "Foto escolhida" }).waitFor();
  return dialog;
}

describe("scanner with a vision model", () => {
  let app: RunningApp;
  let vision: VisionStandIn;
  before(async () => {
    vision = await startVisionStandIn();
    app = await startApp({
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: vision.url,
      OPENAI_VISION_MODEL: VISION_MODEL,
      AI_MAX_ATTEMPTS: "1",
    });
  });
  after(async () => {
    await app?.stop();
    await vision?.stop();
  });

  it("scans a photo, keeps tomate only and adds it to the hero card", async () => {
    const page = await signedInPage(app, "Bia Santos");
    await page.setViewportSize(MOBILE);
    const dialog = await choosePhoto(page, "39-scanner-choose");
    await page.setViewportSize(DESKTOP);
    await snap(page, "40-scanner-preview", false);
    await dialog.getByRole("button", { name: "Analisar ingredientes" }).click();
    const found = dialog.getByRole("list", { name: "Ingredientes detectados" });
    await found.waitFor();
    const tomate = dialog.getByRole("checkbox", { name: "tomate" });
    const cebola = dialog.getByRole("checkbox", { name: "cebola" });
    assert.equal(await tomate.getAttribute("aria-checked"), "true");
    assert.equal(await cebola.getAttribute("aria-checked"), "true");
    await dialog.getByText(/Confiança: \d+%/).waitFor();
    assert.equal(vision.images.length, 1, "the api forwarded one image");
    assert.deepEqual(jpegSize(vision.images[0]!), [1024, 768], "the 1600×1200 photo was downscaled");

    await snap(page, "41-scanner-results", false);
    await page.setViewportSize(MOBILE);
    await snap(page, "41-scanner-results", false);
    await page.setViewportSize(DESKTOP);

    await cebola.click();
    assert.equal(await cebola.getAttribute("aria-checked"), "false");
    await dialog.getByRole("button", { name: "Adicionar 1 ingrediente" }).click();
    await dialog.waitFor({ state: "hidden" });
    const chips = page.getByRole("list", { name: "Ingredientes escolhidos" }).getByRole("listitem");
    assert.deepEqual(await chips.allTextContents(), ["tomate"]);
    await page.getByRole("button", { name: "Gerar receita" }).isEnabled();
    await page.context().close();
  });
});

describe("scanner on a machine without a vision model", () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(async () => {
    await app?.stop();
  });

  it("says the scanner is off before a photo is chosen and keeps the typed list at hand", async () => {
    const page = await signedInPage(app, "Caio Lima");
    await page.getByText("O scanner de fotos não está disponível no momento.", { exact: false }).waitFor();
    assert.ok(await page.getByRole("button", { name: "Escanear ingredientes" }).isDisabled());
    await snap(page, "42-scanner-unavailable", false);
    await page.locator("#ingrediente-novo").fill("tomate");

    await page.getByRole("link", { name: "Guia do scanner" }).click();
    await page.getByRole("heading", { level: 1, name: "Scanner de Ingredientes" }).waitFor();
    // Full-page shots start at the top, or the sticky header lands in the middle of the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, "43-scanner-guide");
    await page.setViewportSize(MOBILE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, "43-scanner-guide");
    await page.getByRole("link", { name: "Começar a Escanear" }).click();
    await page.waitForURL(app.url + "/");
    await page.context().close();
  });
});
