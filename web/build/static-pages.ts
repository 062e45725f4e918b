import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Alias, Plugin } from "vite";
import { inlineCriticalCss } from "./critical-css.ts";
import { precompress } from "./precompress.ts";
import { prerender } from "./prerender.ts";

/**
 * After the client build: the static pages prerendered with their critical CSS inline, then every
 * text file of the build precompressed (brotli and gzip). Runs last, after the other plugins wrote
 * their files (the service worker among them).
 */
export function staticPages(): Plugin {
  let root = "";
  let distDir = "";
  let alias: Alias[] = [];
  let skip = false;
  return {
    name: "chefzap-static-pages",
    apply: "build",
    configResolved(config) {
      root = config.root;
      distDir = path.resolve(config.root, config.build.outDir);
      // Only the app's own ("@" → src); Vite's internal aliases belong to its dev client.
      alias = config.resolve.alias.filter((entry) => entry.find === "@");
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (skip) return;
        const pages = await prerender(root, distDir, alias);
        const inlined = await inlineCriticalCss(
          distDir,
          pages.map((page) => page.html),
        );
        pages.forEach(({ file }, index) => {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, inlined[index]!);
        });
        const { files, bytes, brotli, gzip } = await precompress(distDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
        this.environment.logger.info(
          `${pages.length} pages prerendered; ${files} files precompressed: ${kb(bytes)} → ${kb(gzip)} gzip, ${kb(brotli)} brotli`,
        );
      },
    },
  };
}
