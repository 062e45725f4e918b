import type { Plugin, PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { manifest } from "./manifest.ts";

// iOS reads no manifest icons: it takes the home-screen icon from this link.
const appleTouchIcon: Plugin = {
  name: "chefzap-apple-touch-icon",
  transformIndexHtml: () => [
    {
      tag: "link",
      attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
      injectTo: "head",
    },
  ],
};

/**
 * The installable app: the manifest, and a service worker (src/sw) that keeps this build's files for
 * offline use, the recipes already opened, and takes photos shared from the gallery. The page
 * registers it (app/pwa) and asks before switching to a new version.
 */
export function pwa(): PluginOption[] {
  return [
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest,
      // The glob below already takes every icon; listing them twice would only repeat entries.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The admin panels are never kept on a device; precompressed copies are the server's business;
        // prerendered pages come from the network (offline, the shell draws them).
        globIgnores: ["**/admin-*", "**/*.{br,gz}", "pages/**"],
      },
    }),
    appleTouchIcon,
  ];
}
