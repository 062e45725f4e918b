/** Where a prerendered path's HTML is written, relative to the build folder. */
export function prerenderedFile(pathname: string): string {
  return pathname === "/" ? "pages/index.html" : `pages${pathname}/index.html`;
}
