import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { shareTargetRoutes } from "./index.ts";

const app = () => express().use(shareTargetRoutes());

describe("POST /compartilhar-foto without a service worker", () => {
  it("sends the cook to the landing's scanner with a GET, whatever the gallery sent", async () => {
    const res = await supertest(app())
      .post("/compartilhar-foto")
      .attach("foto", Buffer.from([0xff, 0xd8, 0xff, 0xe0]), {
        filename: "geladeira.jpg",
        contentType: "image/jpeg",
      })
      .expect(303);
    expect(res.headers.location).toBe("/?scanner=compartilhar");
  });

  it("answers a share with no file the same way", async () => {
    const res = await supertest(app()).post("/compartilhar-foto").type("form").send("titulo=oi").expect(303);
    expect(res.headers.location).toBe("/?scanner=compartilhar");
  });

  it("leaves other methods and paths to the rest of the site", async () => {
    await supertest(app()).get("/compartilhar-foto").expect(404);
    await supertest(app()).post("/compartilhar").expect(404);
  });
});
