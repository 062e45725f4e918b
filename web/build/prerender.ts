import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Alias } from "vite";
import { PRERENDERED_PATHS, prerenderedFile } from "./prerendered-pages.ts";

type RenderPage = (pathname: string) => Promise<{ html: string; title?: string }>;

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Builds the server side of the app (src/app/render-page.tsx) for Node, out of the way in
 * node_modules/.cache, and returns its render function. Dependencies stay external: Node loads them
 * from node_modules as the api would.
 */
async function serverRenderer(webRoot: string, alias: Alias[]): Promise<RenderPage> {
  const outDir = path.join(webRoot, "node_modules/.cache/prerender");
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: webRoot,
    logLevel: "warn",
    mode: "production",
    resolve: { alias },
    plugins: [react()],
    build: {
      ssr: "src/app/render-page.tsx",
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: {
        // Modules other plugins make up (the service worker's registration) run only in the browser.
        external: [/^virtual:/],
        output: { entryFileNames: "render-page.js" },
      },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, "render-page.js")).href)) as {
    renderPage: RenderPage;
  };
  return module.renderPage;
}

export interface PrerenderedPage {
  /** Where it belongs in the build: pages/<path>/index.html. */
  file: string;
  html: string;
}

/**
 * Renders each page of PRERENDERED_PATHS as HTML, from the built index.html with the page's markup in #root and its own title. The root is marked with the path it was rendered
 * for: the client hydrates it only at that address, and renders afresh anywhere else.
 */
export async function prerender(
  webRoot: string,
  distDir: string,
  alias: Alias[],
): Promise<PrerenderedPage[]> {
  const template = readFileSync(path.join(distDir, "index.html"), "utf8");
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
  const renderPage = await serverRenderer(webRoot, alias);
  const pages: PrerenderedPage[] = [];
  for (const pathname of PRERENDERED_PATHS) {
    const rendered = await renderPage(pathname);
    // A <title> the page renders itself is hoisted by React to the front of the markup. It goes first
    // in the head, where hydration adopts the first title (and removes it when the page goes), so
    // index.html's stays for the pages after. A title set by useDocumentTitle is marked for main.tsx to
    // drop at hydration: the page sets it again, over index.html's.
    const hoisted = /^<title>([^<]*)<\/title>/.exec(rendered.html);
    const markup = hoisted ? rendered.html.slice(hoisted[0].length) : rendered.html;
    const title = hoisted
      ? `<title>${hoisted[1]}</title>`
      : rendered.title && `<title data-prerendered>${escapeHtml(rendered.title)}</title>`;
    let html = template.replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered="${pathname}">${markup}</div>`,
    );
    if (title) html = html.replace("<title>", () => `${title}\n    <title>`);
    pages.push({ file: path.join(distDir, prerenderedFile(pathname)), html });
  }
  return pages;
}
