import { describe, expect, it } from "vitest";
import { catalogue } from "../catalogue/index.ts";
import { plainName } from "./plain-name.ts";
import { MAX_INGREDIENTS, toScanResult as toResultWith } from "./scan-result.ts";

const toScanResult = (detected: Parameters<typeof toResultWith>[0]) => toResultWith(detected, catalogue());
const namesOf = (...names: string[]) =>
  toScanResult(names.map((name) => ({ name, confidence: 0.8 }))).ingredients;

describe("scan result", () => {
  it("names food as the catalogue does, merges duplicates and keeps unknown food as written", () => {
    const result = toScanResult([
      { name: " Tomates ", confidence: 0.8 },
      { name: "tomate", confidence: 0.9 },
      { name: "Peito de Frango", confidence: 0.7 },
      { name: "Physalis Dourada", confidence: 0.5 },
    ]);
    expect(result.ingredients).toContain("tomate");
    expect(result.ingredients).toContain("frango");
    expect(result.ingredients).toContain("physalis dourada");
    expect(result.ingredients).toHaveLength(3);
    expect(result.confidence).toBe(Math.round(((0.9 + 0.7 + 0.5) / 3) * 100));
  });

  it("drops scenery and blanks; nothing edible answers an empty list with 0", () => {
    expect(
      toScanResult([
        { name: "Geladeira", confidence: 0.99 },
        { name: "prato", confidence: 0.9 },
        { name: "Colheres", confidence: 0.8 },
        { name: "tabua", confidence: 0.8 },
        { name: "  ", confidence: 0.9 },
      ]),
    ).toEqual({ ingredients: [], confidence: 0 });
  });

  it("drops names that are only markup, links, JSON or symbols", () => {
    expect(
      namesOf(
        "<img src=x onerror=alert(1)>",
        "<script>alert('x')</script>",
        "https://exemplo.com/tomate",
        "javascript:alert(1)",
        '{"name": "tomate", "confidence": 0.9}',
        "[1, 2, 3]",
        "\u0000\u0007\u202e",
        "🍅🥚",
        "**",
      ),
    ).toEqual([]);
  });

  it("keeps the words around markup as plain text", () => {
    expect(namesOf("**Tomate**", "<b>Ovos</b>", "[Cebola](https://exemplo.com)")).toEqual([
      "tomate",
      "ovo",
      "cebola",
    ]);
    expect(namesOf("<b>Physalis</b> dourada", "# Pitaya\n\t **vermelha**")).toEqual([
      "physalis dourada",
      "pitaya vermelha",
    ]);
    expect(plainName("cam\u200bu-camu")).toBe("camu-camu");
    expect(plainName("Ｃａｊｕ 𝐚𝐳𝐞𝐝𝐨")).toBe("Caju azedo");
    expect(plainName("pão d’água")).toBe("pão d'água");
    expect(plainName("- jambu -")).toBe("jambu");
  });

  it("keeps only letters, digits, spaces, hyphens and apostrophes", () => {
    const name = plainName("Cupuaçu <i>ou</i> bacuri & 2 pequis; veja www.exemplo.com!");
    expect(name).toBe("Cupuaçu ou bacuri 2 pequis veja");
    expect(name).toMatch(/^[\p{L}0-9 '-]+$/u);
  });

  it("bounds a long name to 60 characters, cut on a word", () => {
    const [cut] = namesOf("fruta " + "muito ".repeat(1000) + "exótica");
    expect(cut!.length).toBeLessThanOrEqual(60);
    expect(cut).toMatch(/^fruta( muito)+$/);
    const [word] = namesOf("x".repeat(5000));
    expect(word).toBe("x".repeat(60));
  });

  it("lists at most 30 ingredients, the first the model named", () => {
    const many = Array.from({ length: 200 }, (_, i) => `fruta rara ${i}`);
    const { ingredients } = toScanResult(many.map((name) => ({ name, confidence: 0.5 })));
    expect(MAX_INGREDIENTS).toBe(30);
    expect(ingredients).toEqual(many.slice(0, 30));
  });
});
