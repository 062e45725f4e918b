// Load for an api under measure, from its own thread: a client in the server's thread would spend the
// server's time on parsing answers and count it against the api. node:http with a keep-alive agent, not
// fetch: the client shares the two cores with the api and PostgreSQL, and fetch took 0.4–0.6 ms of CPU
// per search request against 0.2 ms here (0.46 against 0.18 ms per health check), CPU the api lost.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { urls, concurrency, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** Whether the answer was a 2xx, once its whole body has arrived. */
const get = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode >= 200 && res.statusCode < 300));
        res.on("error", reject);
      })
      .on("error", reject);
  });

const until = performance.now() + seconds * 1000;
let done = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w; performance.now() < until; i += concurrency) {
      if (await get(urls[i % urls.length])) done += 1;
    }
  }),
);
agent.destroy();
parentPort.postMessage(done);
