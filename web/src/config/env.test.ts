import { describe, expect, it } from "vitest";
import { webEnv } from "./env";

describe("webEnv", () => {
  it("reads the support channels the build was given, the number without surrounding spaces", () => {
    expect(
      webEnv({
        VITE_SUPPORT_WHATSAPP: " (11) 3456-7890 ",
        VITE_SUPPORT_EMAIL: "contato@chefzap.com.br",
        VITE_INSTAGRAM_URL: "https://instagram.com/chefzap",
      }),
    ).toEqual({
      VITE_SUPPORT_WHATSAPP: "(11) 3456-7890",
      VITE_SUPPORT_EMAIL: "contato@chefzap.com.br",
      VITE_INSTAGRAM_URL: "https://instagram.com/chefzap",
    });
  });

  it("takes a blank or missing setting as not configured", () => {
    expect(webEnv({ VITE_SUPPORT_EMAIL: "  ", BASE_URL: "/" })).toEqual({});
  });

  it("fails loudly on a wrong value, naming the setting", () => {
    expect(() => webEnv({ VITE_SUPPORT_WHATSAPP: "3456-7890" })).toThrow(
      "VITE_SUPPORT_WHATSAPP: use um número com DDD",
    );
    expect(() => webEnv({ VITE_SUPPORT_EMAIL: "contato@" })).toThrow("VITE_SUPPORT_EMAIL: e-mail inválido");
    expect(() => webEnv({ VITE_INSTAGRAM_URL: "http://instagram.com/chefzap" })).toThrow(
      "VITE_INSTAGRAM_URL: endereço https",
    );
  });
});
