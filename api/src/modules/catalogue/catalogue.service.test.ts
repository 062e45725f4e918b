import { describe, expect, it } from "vitest";
import { shippedCatalogue } from "./catalogue-data.ts";
import { createCatalogueService } from "./catalogue.service.ts";

const catalogue = createCatalogueService({ data: shippedCatalogue() });

describe("catalogue.resolve", () => {
  it.each([
    ["frango", "frango", "exact", 1],
    ["Açúcar", "acucar", "exact", 1],
    ["acucar", "acucar", "exact", 1],
    ["tomates", "tomate", "plural", 0.95],
    ["Pães Franceses", "pao_frances", "exact", 1],
    ["limões", "limao", "plural", 0.95],
    ["coxas de frango", "coxa_de_frango", "plural", 0.95],
    ["aipim", "mandioca", "exact", 1],
    ["muzarela", "mucarela", "misspelling", 0.85],
    ["beterava", "beterraba", "misspelling", 0.85],
    ["brocolli", "brocolis", "fuzzy", 0.7],
    ["tomate cerja", "tomate_cereja", "fuzzy", 0.7],
    ["peito de frango em cubos", "frango", "partial", 0.6],
    ["feijão carioquinha cozido", "feijao", "partial", 0.6],
  ])("%s → %s (%s)", (text, id, via, confidence) => {
    expect(catalogue.resolve(text)).toMatchObject({ food: { id }, via, confidence });
  });

  it("keeps how the cook named the food", () => {
    expect(catalogue.resolve("aipim")?.name).toMatchObject({ display: "aipim", gender: "m" });
    expect(catalogue.resolve("nescau")?.name).toMatchObject({ display: "achocolatado", gender: "m" });
  });

  it.each(["xyzzy", "", "  ", "de", "2 xícaras"])("leaves %j unresolved", (text) => {
    expect(catalogue.resolve(text)).toBeUndefined();
  });

  it("finds foods by id and lists them all", () => {
    expect(catalogue.byId("coxa_de_frango")).toMatchObject({ parent: "frango", category: "Proteínas" });
    expect(catalogue.byId("nada")).toBeUndefined();
    expect(catalogue.list().length).toBeGreaterThan(500);
  });
});
