// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// api serving it on one port (PGlite under ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Optional local settings; the app needs none. Variables already set win over the file.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const index = path.join(root, "web/dist/index.html");
  if (!existsSync(index)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, "web/src")),
    newestMtime(path.join(root, "shared/src")),
  );
  return sources > statSync(index).mtimeMs;
}

if (webIsStale()) {
  console.log("Construindo o app web…");
  // Through npm, so the web workspace's own vite runs wherever npm placed it (root or web/node_modules).
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build", "--silent", "-w", "web", "--", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error(`A construção do app web falhou (${build.error?.message ?? `código ${build.status}`}).`);
    process.exit(build.status || 1);
  }
}

const api = spawn(bin("tsx"), [path.join(root, "api/src/main.ts")], { cwd: root, stdio: "inherit" });
api.on("error", (error) => {
  console.error(`Não foi possível iniciar a api: ${error.message}`);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => api.kill(signal));
api.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
