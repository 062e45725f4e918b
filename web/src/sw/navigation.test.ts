import { describe, expect, it } from "vitest";
import { isAppPage } from "./navigation";

describe("pages the offline app shell may answer", () => {
  it("covers the app's own pages", () => {
    for (const path of ["/", "/dashboard", "/recipes/3f0c9a", "/minhas-receitas", "/administrar-receitas"]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it("leaves the api, the socket, the admin panels and server-made files to the network", () => {
    for (const path of [
      "/api/user",
      "/socket.io/",
      "/admin",
      "/admin/perfect",
      "/admin/dashboard",
      "/metrics",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
