/**
 * Draws the installed app's icons (the header's chef hat, white on the brand orange) into
 * web/public/icons. The PNGs are committed; run this again only when the mark changes:
 *   node --import tsx web/build/app-icons.ts
 * sharp comes with the api's dependencies.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRAND = "#c2410c";
const INK = "#ffffff";

// lucide's chef-hat (ISC), the mark the header shows, on its 24-unit grid.
const CHEF_HAT = [
  "M10 11v5",
  "M14 11v5",
  "M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034a1.53 1.53 0 001.367-.547 4 4 0 016.225 0 1.53 1.53 0 001.367.547 4 4 0 012.248 7.575c-.411.197-.727.584-.727 1.04V19a2 2 0 01-2 2H8a2 2 0 01-2-2z",
  "M6 16h12",
];

/**
 * `mark` is the hat's share of the side. A maskable icon is cropped to as little as the inner 80%
 * circle, so it has a full-bleed ground and a smaller mark; the plain one keeps rounded corners.
 */
function iconSvg(size: number, { mark, rounded }: { mark: number; rounded: boolean }): string {
  const scale = (size * mark) / 24;
  const offset = (size - 24 * scale) / 2;
  const radius = rounded ? size * 0.22 : 0;
  const paths = CHEF_HAT.map((d) => `<path d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${INK}" stroke-width="2"
 stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, mark: 0.62, rounded: true },
  { file: "icon-512.png", size: 512, mark: 0.62, rounded: true },
  { file: "icon-maskable-192.png", size: 192, mark: 0.5, rounded: false },
  { file: "icon-maskable-512.png", size: 512, mark: 0.5, rounded: false },
  // iOS rounds the corners itself and shows any transparency as black.
  { file: "apple-touch-icon.png", size: 180, mark: 0.6, rounded: false },
];

const out = path.resolve(import.meta.dirname, "../public/icons");
mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(iconSvg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
}
