import { describe, expect, it } from "vitest";
import { accentWords } from "./accent-words.ts";

const accented = (text: string) => accentWords(text).text;

describe("accentWords", () => {
  it("puts back the accent of a word that has only one spelling with it", () => {
    expect(accented("acucar, feijao, file, oleo, agua, pure, limao")).toBe(
      "açúcar, feijão, filé, óleo, água, purê, limão",
    );
    expect(accented("tambem mexa ate engrossar, so depois desligue")).toBe(
      "também mexa até engrossar, só depois desligue",
    );
    expect(accented("Acucar MAMAO Macarrao")).toBe("Açúcar MAMÃO Macarrão");
  });

  it("leaves a word that is right without an accent, or could be two words", () => {
    const plain = "esta receita e do pais, a sabia tem coco e por cima pode ir da panela";
    expect(accented(plain)).toBe(plain);
    expect(accentWords(plain).changed).toBe(false);
    expect(accented("dois avos da pizza, po")).toBe("dois avos da pizza, po");
  });

  it("tells the two words of one spelling apart by the word before", () => {
    expect(accented("Bolo da avo")).toBe("Bolo da avó");
    expect(accented("Pudim do avo")).toBe("Pudim do avô");
    expect(accented("fermento em po e chocolate em po")).toBe("fermento em pó e chocolate em pó");
  });

  it("leaves the parts of hyphenated words and words glued to digits", () => {
    expect(accented("deixe-la, pe-de-moleque, 2ate")).toBe("deixe-la, pe-de-moleque, 2ate");
  });
});

describe("accentWords on a step's verb", () => {
  it("spells the imperative as the verb, not as a word with the same letters", () => {
    expect(accented("Rale o queijo e aqueca o forno")).toBe("Rale o queijo e aqueça o forno");
  });
});
