import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webStatic } from "./web-static.ts";

const SCRIPT = `console.log(${JSON.stringify("receita ".repeat(400))});`;
const SHELL = '<!doctype html><div id="root"></div>';
const LANDING = '<!doctype html><div id="root" data-prerendered="/"><main>ChefZap</main></div>';
const HELP = '<!doctype html><div id="root" data-prerendered="/ajuda"><main>Ajuda</main></div>';

let dist: string;
let app: express.Express;

/** A file as the web build leaves it: with its brotli and gzip copies beside it. */
function built(relative: string, content: string, { compressed = true } = {}) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** An answer's body as bytes (supertest has already undone its Content-Encoding). */
function raw(res: supertest.Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
}

const get = (url: string, encoding: string) =>
  supertest(app).get(url).set("Accept-Encoding", encoding).buffer(true).parse(raw);

const COPIES = {
  br: brotliCompressSync,
  gzip: gzipSync,
  identity: (content: string) => Buffer.from(content),
};

/** The answer is `content` sent as the build's `encoding` copy (its length on the wire says which). */
function expectSent(res: supertest.Response, encoding: keyof typeof COPIES, content: string) {
  expect(res.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
  expect(Number(res.headers["content-length"])).toBe(COPIES[encoding](content).length);
  expect((res.body as Buffer).toString()).toBe(content);
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), "web-static-"));
  built("index.html", SHELL);
  built("pages/index.html", LANDING);
  built("pages/ajuda/index.html", HELP);
  built("assets/index-abc123.js", SCRIPT);
  built("favicon.svg", "<svg/>", { compressed: false });
  app = express();
  const router = webStatic(dist, { publicUrl: "http://chefzap.test" });
  if (!router) throw new Error("no web build found");
  app.use(router);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("hashed assets", () => {
  it("come as brotli to a browser that takes it, typed as JavaScript and cached for good", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br, zstd").expect(200);
    expectSent(res, "br", SCRIPT);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("come gzipped where brotli is refused or unknown, and as they are where nothing is accepted", async () => {
    const gzip = await get("/assets/index-abc123.js", "gzip;q=1.0, br;q=0").expect(200);
    expectSent(gzip, "gzip", SCRIPT);
    expectSent(await get("/assets/index-abc123.js", "compress").expect(200), "identity", SCRIPT);

    const plain = await get("/assets/index-abc123.js", "identity").expect(200);
    expectSent(plain, "identity", SCRIPT);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("answer HEAD with the headers of the copy a GET would get, and no body", async () => {
    const head = await supertest(app)
      .head("/assets/index-abc123.js")
      .set("Accept-Encoding", "br")
      .expect(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(brotliCompressSync(SCRIPT).length);
    expect(head.text ?? "").toBe("");
  });

  it("answer 304 to a revalidation with the ETag of the copy held", async () => {
    const first = await get("/assets/index-abc123.js", "gzip").expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await supertest(app)
      .get("/assets/index-abc123.js")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", etag!)
      .expect(304);
    // The brotli copy is another representation: the gzip copy's ETag does not match it.
    await get("/assets/index-abc123.js", "br").set("If-None-Match", etag!).expect(200);
  });

  it("answer 404 for a missing one instead of the app's page", async () => {
    await get("/assets/gone-000000.js", "br").expect(404);
  });
});

describe("pages", () => {
  it("serve the prerendered landing at / and a prerendered page at its address, revalidated", async () => {
    const landing = await get("/", "br, gzip").expect(200);
    expect(landing.headers["content-type"]).toMatch(/^text\/html/);
    expect(landing.headers["cache-control"]).toBe("no-cache");
    // A signed-in cook's request for it is drawn with their menu: a cache in between keys on the cookie.
    expect(landing.headers.vary).toMatch(/Cookie/);
    expectSent(landing, "br", LANDING);
    expectSent(await get("/ajuda", "gzip").expect(200), "gzip", HELP);
  });

  it("serve the empty shell for addresses the client renders, compressed too", async () => {
    const res = await get("/dashboard", "gzip").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expectSent(res, "gzip", SHELL);
  });

  it("serve other files of the build with their own type, as they are when no copy was written", async () => {
    const res = await get("/favicon.svg", "br, gzip").expect(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expectSent(res, "identity", "<svg/>");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("never serve a file outside the build", async () => {
    const res = await get("/assets/..%2f..%2fetc%2fpasswd", "identity");
    expect(res.status).toBe(404);
    const html = await get("/%2e%2e/%2e%2e/etc/passwd", "identity").expect(200);
    expect((html.body as Buffer).toString()).toBe(SHELL);
  });
});
