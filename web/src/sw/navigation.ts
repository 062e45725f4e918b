/**
 * Pages the service worker leaves alone: the api, the socket, the admin panels (never kept on a
 * device) and the files the server makes per request.
 */
export const NOT_APP_PAGES = [
  /^\/api\//,
  /^\/socket\.io\//,
  /^\/admin(?:\/|$)/,
  /^\/metrics$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
];

/** Whether a navigation to this path may be answered with the offline app shell. */
export function isAppPage(pathname: string): boolean {
  return !NOT_APP_PAGES.some((pattern) => pattern.test(pathname));
}
