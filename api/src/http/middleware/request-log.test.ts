import { Writable } from "node:stream";
import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger.ts";
import { useRequestLogging } from "./request-log.ts";

/** An app with the request logging and a few routes, and the JSON lines its logger wrote. */
function loggedApp(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  useRequestLogging(app, createLogger(level, sink), (req) => req.url?.startsWith("/api/") ?? false);
  app.get("/api/ok", (req, res) => {
    res.json({ id: req.id });
  });
  app.get("/api/broken", (req, res) => {
    req.log.error({ err: new Error("boom") }, "unhandled error");
    res.status(500).json({ requestId: req.id });
  });
  app.get("/page", (_req, res) => {
    res.send("ok");
  });
  return { app, lines };
}

describe("request logging", () => {
  it("gives every request an id, sent back as X-Request-Id", async () => {
    const { app } = loggedApp("info");
    const first = await supertest(app).get("/api/ok").expect(200);
    const second = await supertest(app).get("/page").expect(200);

    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.id).toBe(first.headers["x-request-id"]);
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("writes one line per api request with the request, its status and its time", async () => {
    const { app, lines } = loggedApp("info");
    const res = await supertest(app).get("/api/ok?search=frango").expect(200);
    await supertest(app).get("/page").expect(200);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { id: res.headers["x-request-id"], method: "GET", url: "/api/ok?search=frango" },
      res: { statusCode: 200 },
      msg: "request completed",
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it("ties a handler's lines and a failed request's line to the request", async () => {
    const { app, lines } = loggedApp("info");
    const res = await supertest(app).get("/api/broken").expect(500);
    const req = { id: res.body.requestId, method: "GET", url: "/api/broken" };

    expect(lines.map((line) => line.msg)).toEqual(["unhandled error", "request errored"]);
    expect(lines[0]).toMatchObject({ level: 50, req, err: { message: "boom" } });
    expect(lines[1]).toMatchObject({
      level: 30,
      req,
      res: { statusCode: 500 },
      err: { message: "failed with status code 500" },
    });
  });

  it("writes no access line above info, and a handler's errors still", async () => {
    const { app, lines } = loggedApp("warn");
    await supertest(app).get("/api/ok").expect(200);
    await supertest(app).get("/api/broken").expect(500);

    expect(lines.map((line) => line.msg)).toEqual(["unhandled error"]);
  });
});
