import { io as connect } from "socket.io-client";
import { generateOffline } from "../src/ai/offline-chef/index.ts";
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { startServer } from "../src/server.ts";
import { measure, report } from "./stats.ts";

const PANTRY = [
  "frango",
  "arroz",
  "feijão",
  "tomate",
  "cebola",
  "batata",
  "ovo",
  "queijo",
  "cenoura",
  "abobrinha",
  "carne moída",
  "macarrão",
  "leite",
  "banana",
  "chocolate",
  "farinha de trigo",
  "mandioca",
  "linguiça",
  "couve",
  "milho",
];

/** A fixed spread of ingredient sets, so every run measures the same work. */
function ingredientSets(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const size = 1 + (i % 6);
    return Array.from({ length: size }, (_, k) => PANTRY[(i * 7 + k * 3) % PANTRY.length]!);
  });
}

export async function generationBench(): Promise<void> {
  const sets = ingredientSets(1000);
  const levels = ["iniciante", "intermediario", "avancado"] as const;
  report(
    "offline chef generation",
    await measure(sets.length, (i) =>
      generateOffline({ ingredients: sets[i]!, skillLevel: levels[i % 3]!, version: i % 2 }),
    ),
    "p50 ≤ 20 ms",
  );

  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    GENERATIONS_PER_MINUTE: "100000",
    OPENAI_API_KEY: "",
  });
  const server = await startServer(config, createLogger("silent"), await openDatabase({ kind: "pglite" }));
  try {
    const res = await fetch(`${server.url}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "bench@exemplo.com", password: "feijoada123", firstName: "Bench" }),
    });
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    await fetch(`${server.url}/api/generate-recipe`, { method: "POST", headers: { Cookie: cookie } });
    const socket = connect(server.url, { transports: ["websocket"], extraHeaders: { Cookie: cookie } });
    await new Promise((resolve) => socket.once("session:ready", resolve));
    // The first generations of a free account are the quota; premium keeps the bench about speed.
    await server.services.users.setPlan("bench@exemplo.com", "premium");
    const timings = await measure(100, async (i) => {
      const jobId = crypto.randomUUID();
      const first = new Promise<void>((resolve) =>
        socket.on("job:progress", function onProgress(e) {
          if (e.jobId !== jobId) return;
          socket.off("job:progress", onProgress);
          resolve();
        }),
      );
      const start = performance.now();
      const request = fetch(`${server.url}/api/generate-recipe`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ ingredients: sets[i]!, jobId }),
      });
      await first;
      const elapsed = performance.now() - start;
      await request;
      return elapsed;
    });
    report("request → first progress event", timings, "p50 ≤ 100 ms");
    socket.close();
  } finally {
    await server.close();
  }
}
