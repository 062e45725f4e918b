// Load for an api under measure, from its own thread: a client in the server's thread would spend the
// server's time on parsing answers and count it against the api. The client shares the two cores with
// the api and PostgreSQL, so every microsecond it spends is taken from what it measures: fetch took
// 0.4–0.6 ms of CPU per search request, node:http with a keep-alive agent 0.2–0.3 ms; this one writes
// each GET on a kept-alive socket and reads the answer's status line and Content-Length only, as wrk
// and autocannon do. A request counts once its whole body has arrived with a 2xx status.
import { readFileSync } from "node:fs";
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";

const { urls, concurrency, seconds } = workerData;
const HEADERS_END = Buffer.from("\r\n\r\n");

/** This thread's CPU time in ms (Linux), so the bench can say what the load itself cost. */
function threadCpuMs() {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** One kept-alive connection that sends a GET and resolves with whether the answer was a 2xx. */
function connection(url) {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  let pending = null;
  let head = Buffer.alloc(0);
  let ok = false;
  let remaining = -1;
  const fail = (error) => pending?.reject(error);
  socket.on("error", fail);
  socket.on("close", () => fail(new Error("the api closed the connection")));
  socket.on("data", (chunk) => {
    if (remaining < 0) {
      head = head.length ? Buffer.concat([head, chunk]) : chunk;
      const end = head.indexOf(HEADERS_END);
      if (end < 0) return;
      const text = head.toString("latin1", 0, end);
      const length = /\r\ncontent-length: *(\d+)/i.exec(text);
      if (!length) return fail(new Error(`no Content-Length in ${text.split("\r\n")[0]}`));
      ok = text.startsWith("HTTP/1.1 2");
      remaining = Number(length[1]) - (head.length - end - HEADERS_END.length);
      head = Buffer.alloc(0);
    } else {
      remaining -= chunk.length;
    }
    if (remaining === 0) {
      remaining = -1;
      const done = pending;
      pending = null;
      done.resolve(ok);
    }
  });
  return {
    get(request) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(request);
      });
    },
    close: () => socket.destroy(),
  };
}

const requests = urls.map((url) => {
  const { pathname, search, host } = new URL(url);
  return `GET ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
});

const cpuAtStart = threadCpuMs();
const until = performance.now() + seconds * 1000;
let done = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_, w) => {
    const client = connection(urls[0]);
    for (let i = w; performance.now() < until; i += concurrency) {
      if (await client.get(requests[i % requests.length])) done += 1;
    }
    client.close();
  }),
);
parentPort.postMessage({ done, cpuMs: threadCpuMs() - cpuAtStart });
