import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { startServer } from "../src/server.ts";
import { measure, report } from "./stats.ts";

/** Session lookup on every request and argon2id login, over real HTTP on loopback with PGlite. */
export async function accountsBench(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    WEB_DIST: "none",
    LOGIN_MAX_FAILURES: "100000",
    REGISTER_MAX_PER_HOUR: "100000",
  });
  const server = await startServer(config, createLogger("silent"), await openDatabase({ kind: "pglite" }));
  try {
    const payload = {
      email: "bench@exemplo.com",
      password: "feijoada123",
      firstName: "Bench",
      name: "Bench",
    };
    const res = await fetch(`${server.url}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    report(
      "GET /api/user (session lookup)",
      await measure(500, () =>
        fetch(`${server.url}/api/user`, { headers: { Cookie: cookie } }).then((r) => r.text()),
      ),
    );
    report(
      "POST /api/login (argon2id verify)",
      await measure(30, () =>
        fetch(`${server.url}/api/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: payload.email, password: payload.password }),
        }).then((r) => r.text()),
      ),
    );
  } finally {
    await server.close();
  }
}
