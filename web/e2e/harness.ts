import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { appEnv, chromiumPath } from "./env.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const artefacts = path.join(root, "test-results", "e2e");

/** A port nothing listens on now, for an app whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real app (built web + api) on a free port (or `port`) with its own empty embedded
 * database. `extraEnv` reaches the api as-is, e.g. an OpenAI-compatible stand-in for the scanner
 * journeys.
 */
export async function startApp(
  extraEnv: Record<string, string> = {},
  { port: chosen }: { port?: number } = {},
): Promise<RunningApp> {
  const port = chosen ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-e2e-"));
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/tsx"), ["api/src/main.ts"], {
    cwd: root,
    env: appEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Without the background-networking ones, Chromium keeps trying hosts this closed network refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/**
 * Marks every element the HTML brought with data-from-html, before any script runs: an element that
 * still has it after React took over was adopted (hydrated), not drawn again.
 */
export async function markHtmlElements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const element of document.querySelectorAll("#root *")) element.setAttribute("data-from-html", "");
    });
  });
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves a screenshot as a CI artefact, named by journey step and width. */
export async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(artefacts, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(artefacts, `${name}-${width}.png`),
    fullPage,
    // The browser draws a below-fold section only as it nears the screen; the shot takes them all.
    style: fullPage ? ".below-fold { content-visibility: visible !important; }" : undefined,
  });
}

/** The same view at both widths, light then dark (the class the theme toggle sets), then as it was. */
export async function snapThemes(page: Page, name: string): Promise<void> {
  const start = page.viewportSize() ?? MOBILE;
  const other = start.width === MOBILE.width ? DESKTOP : MOBILE;
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    // Cards and buttons ease their colours over 150 ms; a shot before that catches them half-way.
    await page.waitForTimeout(300);
    await snap(page, `${name}-${theme}`);
    await page.setViewportSize(other);
    await snap(page, `${name}-${theme}`);
    await page.setViewportSize(start);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}
