import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { ScannerGuidePage } from "./scanner-guide-page";

describe("scanner guide", () => {
  it("gives tips, scenarios, the requirements and ways back to the scanner", () => {
    stubApi();
    renderAt(<ScannerGuidePage />, "/scanner-ajuda");
    expect(screen.getByRole("heading", { level: 1, name: "Scanner de Ingredientes" })).toBeInTheDocument();
    for (const title of ["Faça assim", "Evite", "Quando usar", "Requisitos técnicos"])
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByText("Formatos aceitos: JPEG, PNG e WebP")).toBeInTheDocument();
    expect(screen.getByText("Tamanho máximo: 10MB")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Começar a Escanear" })).toHaveAttribute("href", "/");
  });
});
