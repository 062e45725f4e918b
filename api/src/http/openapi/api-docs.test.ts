import { domainErrorCodes } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { httpStatusByCode } from "../error-status.ts";
import { findShapeProblems } from "./document-shape.ts";
import { mountedRoutes } from "./mounted-routes.ts";

let ctx: TestContext;
let doc: {
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
  components: { schemas: Record<string, { properties: { error: { enum: string[] } } }> };
};

beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await supertest(ctx.app).get("/api/openapi.json").expect(200)).body;
});
afterAll(() => ctx.close());

describe("GET /api/openapi.json", () => {
  it("documents every route the app mounts, with its method, and nothing that is not mounted", () => {
    // The site's own files at the root (robots.txt, sitemap.xml, the web app) are pages, not the API.
    const mounted = mountedRoutes(ctx.app).filter(
      ({ path }) => path.startsWith("/api/") || path === "/metrics",
    );
    // The walk itself must see nested routers (admin's own sub-routers) and the app's own routes.
    expect(mounted).toContainEqual({ method: "get", path: "/api/admin/audit-log" });
    expect(mounted).toContainEqual({ method: "get", path: "/metrics" });
    expect(mounted.length).toBeGreaterThan(70);

    const missing = mounted.filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);

    const isMounted = new Set(mounted.map(({ method, path }) => `${method} ${path}`));
    const stale = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith("/bot/"))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
      .filter((operation) => !isMounted.has(operation));
    expect(stale).toEqual([]);
  });

  it("is a well-formed OpenAPI 3.1 document", () => {
    expect(doc).toMatchObject({ openapi: "3.1.0", info: { title: "ChefZap API" } });
    expect(findShapeProblems(doc)).toEqual([]);
  });

  it("describes the error body with every stable code, each under the status it is answered with", () => {
    expect(doc.components.schemas.ErrorBody!.properties.error.enum).toEqual([...domainErrorCodes]);
    const misfiled = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => /^[45]/.test(status))
          .flatMap(([status, response]) =>
            [...response.description.matchAll(/`(\w+)`/g)]
              .map((m) => m[1] as keyof typeof httpStatusByCode)
              .filter((code) => code in httpStatusByCode && String(httpStatusByCode[code]) !== status)
              .map((code) => `${method} ${path} ${status} ${code}`),
          ),
      ),
    );
    expect(misfiled).toEqual([]);
  });

  it("names the session cookie, the bot's token and the metrics token as security schemes", async () => {
    const { body } = await supertest(ctx.app).get("/api/openapi.json");
    expect(body.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "chefzap_session",
    });
    expect(body.components.securitySchemes.metricsToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(body.components.securitySchemes.botServiceToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(body.paths["/api/recipes/{id}"].get.security).toEqual([]);
    expect(body.paths["/api/recipes"].get.security).toEqual([{ session: [] }]);
  });

  it("is cached and answers 304 to a matching ETag", async () => {
    const first = await supertest(ctx.app).get("/api/openapi.json").expect(200);
    expect(first.headers["cache-control"]).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await supertest(ctx.app).get("/api/openapi.json").set("If-None-Match", etag).expect(304);
    const again = await supertest(ctx.app).get("/api/openapi.json").expect(200);
    expect(again.headers.etag).toBe(etag);
  });
});

describe("GET /api/docs", () => {
  it("answers the viewer, whose scripts and styles all come from our origin and fit the CSP", async () => {
    const res = await supertest(ctx.app).get("/api/docs").expect(200).expect("Content-Type", /html/);
    expect(res.text).toContain("<title>ChefZap API</title>");
    expect(res.text).toContain('lang="pt-BR"');
    // No inline script: the Content-Security-Policy allows scripts from 'self' (and the pages' theme
    // script, by its hash) only.
    expect(res.text).not.toMatch(/<script>(?!<\/script>)/);
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);

    const assets = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/assets\//);
      const file = await supertest(ctx.app).get(asset).expect(200);
      expect(file.headers["content-type"]).toMatch(/javascript|css|png/);
    }
    const init = await supertest(ctx.app).get("/api/docs/assets/docs-init.js").expect(200);
    expect(init.text).toContain('"/api/openapi.json"');
  });

  it("serves only the viewer's files, not the rest of the package", async () => {
    const res = await supertest(ctx.app).get("/api/docs/assets/index.html").expect(404);
    expect(res.body.error).toBe("not_found");
    await supertest(ctx.app).get("/api/docs/assets/..%2Fpackage.json").expect(404);
  });
});
