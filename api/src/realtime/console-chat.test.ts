import { spawn } from "node:child_process";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { registration } from "../test/context.ts";
import { createTestDatabase } from "../test/database.ts";

const TOKEN = "c".repeat(40);
const repoRoot = path.resolve(import.meta.dirname, "../../..");
let server: RunningServer;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOG_LEVEL: "silent",
    BOT_SERVICE_TOKEN: TOKEN,
  });
  server = await startServer(config, createLogger("silent"), await createTestDatabase());
});
afterAll(() => server.close());

/** Runs `npm run chat -- --as <phone>` with these lines typed in, and returns what it printed. */
function chat(phone: string, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bot/src/chat.ts", "--as", phone], {
      cwd: repoRoot,
      env: { ...process.env, API_URL: server.url, BOT_SERVICE_TOKEN: TOKEN },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
    // One line at a time, as someone typing: each waits for the previous answer's turn to be stored.
    for (const line of lines) child.stdin.write(`${line}\n`);
    child.stdin.end();
  });
}

it("`npm run chat` as a linked Premium number gets a recipe and its shopping list; an unlinked one gets the plan", async () => {
  const agent = supertest.agent(server.url);
  const payload = registration();
  await agent.post("/api/register").send(payload).expect(201);
  await server.services.users.setPlan(payload.email, "premium");
  const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };

  const printed = await chat("5511987651234", [
    `vincular ${code}`,
    "tenho frango, batata e cenoura",
    "lista de compras",
  ]);
  expect(printed).toContain("Seu WhatsApp está conectado");
  expect(printed).toMatch(/\*Ingredientes\*[\s\S]*frango/i);
  expect(printed).toMatch(/\*Lista de compras: /);

  const stranger = await chat("5511987659999", ["tenho frango, batata e cenoura"]);
  expect(stranger).toContain("plano Premium");
  expect(stranger).not.toContain("*Ingredientes*");
}, 60_000);
