import type { Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "../../shared/src/theme-init.ts";

/**
 * Writes shared's theme script inline right after the title: before anything could paint, and ahead of
 * every stylesheet, which an inline script would otherwise wait for.
 */
export function themeInit(): Plugin {
  return {
    name: "chefzap-theme-init",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes("</title>"))
          throw new Error("index.html has no <title> to put the theme script after");
        return html.replace("</title>", () => `</title>\n    <script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
  };
}
