import path from "node:path";
import type { Plugin } from "vite";
import { APP_CODE_ID, APP_CODE_PRELOAD } from "../src/app/page-document.ts";

/** The chunk of src/app/start-app.tsx: the app itself, which main.ts loads when the page needs it. */
const START_APP = "start-app";

/**
 * The first page's code comes in a few files rather than dozens: main.ts (a few kB, no React), then
 * the app in two: React and the router, which change only with an upgrade (and so stay cached across
 * releases), and the rest of what the app starts with. The routes loaded later keep their own chunks.
 * The HTML lists the app's files, so that a page can fetch them before they are needed.
 */
export function landingChunks(): Plugin {
  /** What the page's own script (main.ts) imports: its own small chunk, which imports no React. */
  const bootModules = new Set<string>();
  return {
    name: "chefzap-landing-chunks",
    apply: "build",
    config(config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            // An entry of its own, so that what it starts with is "initial" code, kept in one chunk.
            input: {
              index: path.resolve(root, "index.html"),
              [START_APP]: path.resolve(root, `src/app/${START_APP}.tsx`),
            },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    priority: 2,
                  },
                  {
                    name: START_APP,
                    test: (id) => !bootModules.has(id),
                    tags: ["$initial"],
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  // The later pages' icons in one file (9 kB) instead of one file each: every one was a
                  // request, and a link the page added to the document while it loaded.
                  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                ],
              },
            },
          },
          // The app's own imports come with it, in parallel. A lazy page's are not preloaded: adding a
          // link per file to the document cost a phone 20 ms or more while a page loaded, and its
          // imports arrive with it anyway, a round trip later.
          modulePreload: {
            resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: string }) =>
              hostType === "html" || file.includes(`/${START_APP}-`) ? deps : [],
          },
        },
      };
    },
    buildEnd() {
      const reachable = (from: string | undefined) => {
        if (!from || bootModules.has(from)) return;
        bootModules.add(from);
        const info = this.getModuleInfo(from);
        const lazy = new Set(info?.dynamicallyImportedIds);
        for (const next of info?.importedIds ?? []) if (!lazy.has(next)) reachable(next);
      };
      // From the page itself: Vite makes index.html a module, which imports main.ts.
      reachable([...this.getModuleIds()].find((id) => id.endsWith("/index.html")));
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return;
        const start = Object.values(bundle).find((c) => c.type === "chunk" && c.name === START_APP);
        if (!start || start.type !== "chunk") throw new Error(`no ${START_APP} chunk in the build`);
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== "chunk") return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        add(start.fileName);
        const hrefs = [...files].map((file) => `/${file}`);
        return [
          // A page React takes at once (the shell, a page rendered with the cook's data) fetches the app
          // beside main.ts, not after it; pageDocument drops these from a static page, which waits.
          ...hrefs
            .filter((href) => !html.includes(`href="${href}"`))
            .map((href) => ({
              tag: "link",
              attrs: { rel: "modulepreload", crossorigin: true, href, [APP_CODE_PRELOAD]: true },
              injectTo: "head" as const,
            })),
          {
            tag: "script",
            attrs: { type: "application/json", id: APP_CODE_ID },
            children: JSON.stringify(hrefs),
            injectTo: "body",
          },
        ];
      },
    },
  };
}
