import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/socket.io": { target: apiTarget, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // @chefzap/shared is one barrel, so the landing's few constants pulled in every zod schema (~26 kB
    // gzip). Its modules only declare things, but its package.json does not say so ("sideEffects":
    // false belongs there; shared/ is not ours to edit from here), hence the hint on this side.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes("/shared/src/") } },
  },
});
