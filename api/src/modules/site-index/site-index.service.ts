import type { RecipesService } from "../recipes/index.ts";
import { ALLOWED_UNDER_PRIVATE, PRIVATE_PREFIXES, PUBLIC_PAGES } from "./public-pages.ts";

/** Well under the 50,000 addresses a sitemap may hold; the newest published recipes come first. */
export const SITEMAP_MAX_RECIPES = 10_000;
/** How long a built sitemap is served before the database is asked again. */
export const SITEMAP_TTL_MS = 10 * 60_000;

export interface SiteIndexDeps {
  recipes: Pick<RecipesService, "listIndexable">;
  /** The app's public address; every sitemap entry is absolute. */
  publicUrl: string;
  now?: () => number;
  maxRecipes?: number;
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${xmlEscape(loc)}</loc>${modified}</url>`;
}

/** robots.txt and sitemap.xml, for search engines; knows nothing of HTTP. */
export function createSiteIndexService({
  recipes,
  publicUrl,
  now = Date.now,
  maxRecipes = SITEMAP_MAX_RECIPES,
}: SiteIndexDeps) {
  const robots = [
    "User-agent: *",
    ...ALLOWED_UNDER_PRIVATE.map((path) => `Allow: ${path}`),
    ...PRIVATE_PREFIXES.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");

  // One build at a time, shared by the requests that arrive while it runs; a failed one is not kept.
  let cached: { at: number; xml: Promise<string> } | undefined;

  async function build(): Promise<string> {
    const published = await recipes.listIndexable(maxRecipes);
    // Recipes keep no update time; publishing is the last change a reader of the list would notice.
    const entries = [
      ...PUBLIC_PAGES.map((path) => urlEntry(`${publicUrl}${path}`)),
      ...published.map((r) => urlEntry(`${publicUrl}/recipes/${r.id}`, r.publishedAt)),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      "</urlset>",
      "",
    ].join("\n");
  }

  return {
    robots: () => robots,

    sitemap(): Promise<string> {
      if (cached && now() - cached.at < SITEMAP_TTL_MS) return cached.xml;
      const xml = build();
      const entry = { at: now(), xml };
      cached = entry;
      xml.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return xml;
    },
  };
}

export type SiteIndexService = ReturnType<typeof createSiteIndexService>;
