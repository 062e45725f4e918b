import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Alias } from "vite";
import { pageDocument, type RenderedMarkup } from "../src/app/page-document.ts";
import { STATIC_PAGES } from "../src/app/server-rendered.ts";
import { prerenderedFile } from "./prerendered-pages.ts";

/** Where the server side of the app is built, beside dist; the api looks for it there. */
const SERVER_DIST = "dist-server";

type RenderPage = (pathname: string) => Promise<RenderedMarkup>;

/**
 * Builds the server side of the app (src/app/render-page.tsx) for Node into dist-server, next to the
 * browser's dist (the api loads it too, to render pages per request), and returns its render function.
 * Dependencies stay external: Node loads them from node_modules as the api does.
 */
async function serverRenderer(webRoot: string, alias: Alias[]): Promise<RenderPage> {
  const outDir = path.join(webRoot, SERVER_DIST);
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
 * Renders each of the STATIC_PAGES as HTML, from the built index.html with the page's markup in #root and its own title. The root is marked with the path it was rendered
 * for: the client hydrates it only at that address, and renders afresh anywhere else.
 */
export async function prerender(
  webRoot: string,
  distDir: string,
  alias: Alias[],
): Promise<PrerenderedPage[]> {
  const template = readFileSync(path.join(distDir, "index.html"), "utf8");
  const renderPage = await serverRenderer(webRoot, alias);
  const pages: PrerenderedPage[] = [];
  for (const pathname of STATIC_PAGES) {
    const html = pageDocument(template, pathname, await renderPage(pathname));
    pages.push({ file: path.join(distDir, prerenderedFile(pathname)), html });
  }
  return pages;
}
