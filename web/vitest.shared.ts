import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import type { TestProjectInlineConfiguration } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
const testFile = /\.test\.tsx?$/;

/**
 * Test files that replace a module with vi.mock: they need a module graph of their own, since a module
 * another file already imported would keep the real one.
 */
export function filesMockingModules(): string[] {
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((name) => testFile.test(name))
    .filter((name) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${src}/${name}`, "utf8")))
    .map((name) => `src/${name.replaceAll("\\", "/")}`)
    .sort();
}

export const allTestFiles = ["src/**/*.test.{ts,tsx}"];

/** The web app's test settings; the two web projects differ in which files they run and isolation. */
export function webProject(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    resolve: { alias: { "@": src } },
    test: {
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      css: false,
      // A form filled key by key in jsdom takes 1–2 s alone and 5 s or more beside the rest of the suite
      // on two cores; the default 5 s failed such tests for being slow, not wrong.
      testTimeout: 15_000,
      ...test,
    },
  } satisfies TestProjectInlineConfiguration;
}
