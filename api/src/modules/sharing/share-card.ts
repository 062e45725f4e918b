import sharp from "sharp";
import { textWidth, wrapText } from "./card-text.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a recipe's card shows. */
export interface CardContent {
  title: string;
  /** "40 min", "1 h 30 min". */
  time: string;
  /** "4 porções". */
  servings: string;
  /** "4,5 (12 avaliações)"; absent before the first vote. */
  rating?: string;
}

// The web app's light palette (styles.css): tomato on cream, saffron and leaf in the stripe.
const COLOURS = {
  background: "#fffaf0",
  foreground: "#292524",
  muted: "#57534e",
  primary: "#c2410c",
  accent: "#facc15",
  success: "#15803d",
  cream: "#fef3c7",
};
// Liberation Sans is what the widths are measured in; the rest are fallbacks fontconfig may hold.
const FONT = `'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif`;
const MARGIN = 80;
// A fallback font may run up to ~10% wider than the measured metrics; this keeps it inside the card.
const TITLE_WIDTH = (CARD_WIDTH - 2 * MARGIN) * 0.92;
const TITLE_SIZES = [72, 62, 54];

// XML has no place for control characters (librsvg would refuse the card), so they are dropped.
const escapeXml = (text: string) =>
  [...text]
    .filter((c) => c.charCodeAt(0) >= 32 || c === "\t" || c === "\n")
    .join("")
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The largest size at which the whole title fits in three lines, else the smallest, cut with "…". */
function titleLines(title: string): { lines: string[]; size: number } {
  for (const size of TITLE_SIZES) {
    const wrapped = wrapText(title, { fontSize: size, maxWidth: TITLE_WIDTH, maxLines: 3 });
    if (wrapped.fits) return { lines: wrapped.lines, size };
  }
  const size = TITLE_SIZES.at(-1)!;
  return { lines: wrapText(title, { fontSize: size, maxWidth: TITLE_WIDTH, maxLines: 3 }).lines, size };
}

// The favicon's cloche, drawn at 64 px.
const LOGO = `<rect width="64" height="64" rx="14" fill="${COLOURS.primary}"/><path d="M18 34c0-9 6-16 14-16s14 7 14 16H18z" fill="${COLOURS.cream}"/><rect x="14" y="36" width="36" height="6" rx="3" fill="${COLOURS.cream}"/><circle cx="32" cy="14" r="3" fill="${COLOURS.accent}"/>`;

const ICONS = {
  clock: `<circle cx="18" cy="18" r="15" fill="none" stroke="${COLOURS.primary}" stroke-width="4"/><path d="M18 9v10l7 5" fill="none" stroke="${COLOURS.primary}" stroke-width="4" stroke-linecap="round"/>`,
  plate: `<circle cx="18" cy="18" r="15" fill="none" stroke="${COLOURS.primary}" stroke-width="4"/><circle cx="18" cy="18" r="7" fill="${COLOURS.primary}"/>`,
  star: `<path d="M18 2l4.9 10.3 11.1 1.4-8.2 7.7 2.1 11.1L18 27l-9.9 5.5 2.1-11.1L2 13.7l11.1-1.4z" fill="${COLOURS.accent}" stroke="#a16207" stroke-width="2" stroke-linejoin="round"/>`,
};

const META_SIZE = 34;

/** The facts row: each icon followed by its text, laid out left to right. */
function factsRow(content: CardContent, y: number): string {
  const facts: Array<[keyof typeof ICONS, string]> = [
    ["clock", content.time],
    ["plate", content.servings],
    ...(content.rating ? [["star", content.rating] as [keyof typeof ICONS, string]] : []),
  ];
  let x = MARGIN;
  return facts
    .map(([icon, text]) => {
      const part = `<g transform="translate(${x} ${y - 29})">${ICONS[icon]}</g><text x="${x + 50}" y="${y}" font-size="${META_SIZE}" fill="${COLOURS.muted}">${escapeXml(text)}</text>`;
      x += 50 + textWidth(text, META_SIZE) + 48;
      return part;
    })
    .join("");
}

/** The card as SVG: brand, title in up to three lines, then time, servings and rating. */
export function cardSvg(content: CardContent): string {
  const { lines, size } = titleLines(content.title);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 250 + Math.round(((3 - lines.length) * lineHeight) / 2) - (3 - lines.length) * 10;
  const title = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${titleTop + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  const stripe = CARD_WIDTH / 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}" font-weight="700">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOURS.background}"/>
<g transform="translate(${MARGIN} 64)">${LOGO}</g>
<text x="${MARGIN + 84}" y="110" font-size="44" fill="${COLOURS.primary}">ChefZap</text>
<text font-size="${size}" fill="${COLOURS.foreground}">${title}</text>
${factsRow(content, 540)}
<rect y="${CARD_HEIGHT - 18}" width="${stripe}" height="18" fill="${COLOURS.primary}"/>
<rect x="${stripe}" y="${CARD_HEIGHT - 18}" width="${stripe}" height="18" fill="${COLOURS.accent}"/>
<rect x="${2 * stripe}" y="${CARD_HEIGHT - 18}" width="${stripe}" height="18" fill="${COLOURS.success}"/>
</svg>`;
}

/** The card as a PNG; a palette keeps it small (WhatsApp skips images over about 300 kB). */
export function renderCard(content: CardContent): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(content)))
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
