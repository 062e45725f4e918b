import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pwa } from "./build/pwa.ts";
import { speed } from "./build/speed.ts";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;
// The api refuses state changes from origins other than its own; in development the page's origin is
// this dev server, so the proxy presents the api's own.
const asApi = { target: apiTarget, headers: { origin: apiTarget } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa(), speed()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": asApi, "/socket.io": { ...asApi, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
  },
});
