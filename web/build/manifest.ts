import type { ManifestOptions } from "vite-plugin-pwa";
import { SHARE_TARGET_FIELD, SHARE_TARGET_PATH } from "../src/lib/offline-cache.ts";

// The light theme's brand orange and cream ground (styles.css), so the splash screen matches the app.
const THEME = "#c2410c";
const GROUND = "#fffaf0";

const icon = (file: string, size: number, purpose: "any" | "maskable") => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

/** The installed app, in pt-BR; a photo shared from the gallery goes to the scanner. */
export const manifest: Partial<ManifestOptions> = {
  id: "/",
  name: "ChefZap",
  short_name: "ChefZap",
  description: "Diga o que tem na geladeira e receba uma receita brasileira pronta para cozinhar.",
  lang: "pt-BR",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME,
  background_color: GROUND,
  categories: ["food", "lifestyle"],
  icons: [
    icon("icon-192.png", 192, "any"),
    icon("icon-512.png", 512, "any"),
    icon("icon-maskable-192.png", 192, "maskable"),
    icon("icon-maskable-512.png", 512, "maskable"),
  ],
  shortcuts: [
    { name: "Nova receita", url: "/nova-receita" },
    { name: "Minhas receitas", url: "/minhas-receitas" },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: SHARE_TARGET_FIELD, accept: ["image/*"] }] },
  },
};
