import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import type { Express } from "express";

// Plain JavaScript: a worker started from a string does not go through the TypeScript loader.
const WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ url, body }) => {
  const start = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  parentPort.postMessage({ status: res.status, ms: performance.now() - start });
});
`;

export interface OutsideClient {
  /** Milliseconds until the whole answer arrived, as a client on another machine would see it. */
  post(path: string, body: unknown): Promise<{ status: number; ms: number }>;
  close(): Promise<void>;
}

/**
 * A client on its own thread, talking to the app over TCP. A client on the app's thread shares its event
 * loop with PGlite, so it would time the work the app does after answering too.
 */
export async function outsideClient(app: Express): Promise<OutsideClient> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const worker = new Worker(WORKER, { eval: true });
  return {
    post: (path, body) =>
      new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ url: `${base}${path}`, body });
      }),
    async close() {
      await worker.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
