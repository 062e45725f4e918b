// Load for an api under measure, from its own thread: a client in the server's thread would spend the
// server's time on parsing answers and count it against the api.
import { parentPort, workerData } from "node:worker_threads";

const { urls, concurrency, seconds } = workerData;
const until = performance.now() + seconds * 1000;
let done = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w; performance.now() < until; i += concurrency) {
      const res = await fetch(urls[i % urls.length]);
      await res.arrayBuffer();
      if (res.ok) done += 1;
    }
  }),
);
parentPort.postMessage(done);
