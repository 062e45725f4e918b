// Runs the browser journeys with node's test runner; tsx loads the TypeScript.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "--test",
    "--test-concurrency=1",
    // A journey file that hangs (an app that never answers) fails after fifteen minutes instead of
    // stalling CI; the limit is per file here, and the axe journey alone takes about five.
    "--test-timeout=900000",
    path.join(here, "journeys.spec.ts"),
    path.join(here, "recipe-journeys.spec.ts"),
    path.join(here, "nutrition-journeys.spec.ts"),
    path.join(here, "scanner-journeys.spec.ts"),
    path.join(here, "chat.spec.ts"),
    path.join(here, "chat-conversation.spec.ts"),
    path.join(here, "whatsapp-link.spec.ts"),
    path.join(here, "community.spec.ts"),
    path.join(here, "healthy.spec.ts"),
    path.join(here, "menus.spec.ts"),
    path.join(here, "legal.spec.ts"),
    path.join(here, "billing.spec.ts"),
    path.join(here, "password-reset.spec.ts"),
    path.join(here, "pages.spec.ts"),
    path.join(here, "prerendered.spec.ts"),
    path.join(here, "server-rendered.spec.ts"),
    path.join(here, "layout-shift.spec.ts"),
    path.join(here, "admin.spec.ts"),
    path.join(here, "admin-moderation.spec.ts"),
    path.join(here, "pwa.spec.ts"),
    path.join(here, "accessibility.spec.ts"),
  ],
  { stdio: "inherit", cwd: path.resolve(here, "../..") },
);
process.exit(result.status ?? 1);
