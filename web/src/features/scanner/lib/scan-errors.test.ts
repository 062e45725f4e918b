import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { scanErrorMessage } from "./scan-errors";

describe("scanErrorMessage", () => {
  it("shows the api's message when it sends one", () => {
    expect(scanErrorMessage(new ApiError(413, "A foto é grande demais.", "payload_too_large"))).toBe(
      "A foto é grande demais.",
    );
  });

  it.each([
    [401, "Chave da API inválida. Entre em contato com o suporte."],
    [429, "Muitas requisições. Aguarde alguns minutos e tente novamente."],
    [400, "Formato de imagem inválido. Tente com uma foto diferente."],
    [500, "Não foi possível analisar a imagem. Tente novamente."],
  ])("falls back to the spec's text for %i without a message", (status, text) => {
    expect(scanErrorMessage(new ApiError(status, "Bad Request"))).toBe(text);
    expect(scanErrorMessage(new ApiError(status, '{"error":"x"}', "x"))).toBe(text);
  });

  it("uses the default text for network failures", () => {
    expect(scanErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Não foi possível analisar a imagem. Tente novamente.",
    );
  });
});
