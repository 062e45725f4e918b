/** The browser CI installs from Debian; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The app under test inherits the environment, minus any database server: journeys use PGlite. */
export const appEnv = (extra: Record<string, string>) => ({
  ...process.env,
  DATABASE_URL: "",
  REDIS_URL: "",
  ...extra,
});
/** LIGHTHOUSE_PAGES=landing,recipe: Lighthouse measures only those pages, while working on them. */
export const lighthousePages = process.env.LIGHTHOUSE_PAGES?.split(",");
