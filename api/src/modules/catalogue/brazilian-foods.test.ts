import { describe, expect, it } from "vitest";
import { shippedCatalogue } from "./catalogue-data.ts";
import { createCatalogueService } from "./catalogue.service.ts";

const catalogue = createCatalogueService({ data: shippedCatalogue() });

/** Foods of Brazilian home cooking a cook found missing or miscounted (issue: sausages, plant milks…). */
describe("foods Brazilian cooks use", () => {
  it.each([
    ["flocão", "flocao_de_milho"],
    ["salsichas", "salsicha"],
    ["leite de aveia", "leite_de_aveia"],
    ["leite vegetal", "leite_vegetal"],
    ["queijo coalho", "queijo_coalho"],
    ["queijo manteiga", "queijo_manteiga"],
    ["queijo do reino", "queijo_do_reino"],
    ["manteiga de garrafa", "manteiga_de_garrafa"],
    ["ghee", "manteiga_de_garrafa"],
    ["linguiça toscana", "linguica"],
    ["linguiça mineira", "linguica"],
    ["quinoa", "quinoa"],
    ["cevadinha", "cevadinha"],
    ["maxixes", "maxixe"],
    ["polvilho azedo", "polvilho_azedo"],
    ["pasta de amendoim", "pasta_de_amendoim"],
    ["cerveja", "cerveja"],
    ["amendoim japonês", "amendoim_japones"],
    ["pães de queijo", "pao_de_queijo"],
    ["canjiquinha", "canjiquinha"],
    ["quirera", "canjiquinha"],
    ["tucupi", "tucupi"],
    ["tâmaras", "tamara"],
    ["gordura vegetal", "gordura_vegetal"],
    ["nori", "alga_nori"],
  ])("%s is %s", (text, id) => {
    expect(catalogue.resolve(text)?.food.id).toBe(id);
  });

  it("keeps a sausage's, a butter's and a cheese's stand-in honest", () => {
    for (const id of ["salsicha", "manteiga_de_garrafa", "queijo_manteiga", "cevadinha", "polvilho_azedo"]) {
      const taco = catalogue.byId(id)?.taco;
      expect(taco, id).toMatchObject({ confidence: expect.any(Number), note: expect.stringMatching(/TACO/) });
    }
  });

  it("writes a note only on a stand-in", () => {
    for (const food of catalogue.list()) {
      if (typeof food.taco === "object" && food.taco.note)
        expect(food.taco.confidence, food.id).toBeLessThan(1);
    }
  });
});
