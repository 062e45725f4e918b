import type { PluginOption } from "vite";
import { landingChunks } from "./landing-chunks.ts";
import { productionReactRouter } from "./production-react-router.ts";
import { staticPages } from "./static-pages.ts";
import { themeInit } from "./theme-init.ts";

/** What makes the built app load fast: leaner dependencies, prerendered pages, compressed files. */
export function speed(): PluginOption[] {
  return [themeInit(), productionReactRouter(), landingChunks(), staticPages()];
}
