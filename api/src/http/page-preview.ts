/** What a link to one of the web app's pages shows in WhatsApp and social apps (Open Graph). */
export interface PagePreview {
  title: string;
  description: string;
  /** Under the app's address, e.g. "/api/recipes/…/card.png". */
  imagePath: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  /** The page's own path, for og:url. */
  path: string;
  /** false: readable by whoever has the link, but search engines are told not to index it. */
  indexable: boolean;
}

/** A web page whose HTML carries a preview; `preview` answers nothing when the page shows nothing. */
export interface WebPage {
  /** An Express path, e.g. "/recipes/:id". */
  path: string;
  preview: (params: Record<string, string>) => Promise<PagePreview | undefined>;
}

const SITE_NAME = "ChefZap";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function metaTags(preview: PagePreview, publicUrl: string): string {
  const image = `${publicUrl}${preview.imagePath}`;
  const tags: Array<[string, string, string]> = [
    ["property", "og:type", "article"],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:locale", "pt_BR"],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", `${publicUrl}${preview.path}`],
    ["property", "og:image", image],
    ["property", "og:image:type", "image/png"],
    ["property", "og:image:width", String(preview.imageWidth)],
    ["property", "og:image:height", String(preview.imageHeight)],
    ["property", "og:image:alt", preview.imageAlt],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", preview.description],
    ["name", "twitter:image", image],
    ["name", "twitter:image:alt", preview.imageAlt],
    ...(preview.indexable ? [] : [["name", "robots", "noindex"] as [string, string, string]]),
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join("\n");
}

/**
 * The app's index.html with the preview in its head: the page's own title and description in place of
 * the app's, then the Open Graph and Twitter tags. The client renders the page as always.
 */
export function withPreview(html: string, preview: PagePreview, publicUrl: string): string {
  const title = `${preview.title} — ${SITE_NAME}`;
  const head = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    );
  return head.replace("</head>", () => `${metaTags(preview, publicUrl)}\n</head>`);
}
