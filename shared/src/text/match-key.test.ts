import { describe, expect, it } from "vitest";
import { phraseKey, wordKey } from "./match-key.ts";

describe("phraseKey", () => {
  it.each([
    ["Pães de Queijo", "pao de queijo"],
    ["Grão-de-bico,", "grao de bico"],
    ["2 Limões", "2 limao"],
    ["pães franceses", "pao frances"],
    ["açaís", "acai"],
    ["Colheres (sopa)", "colher sopa"],
  ])("%s → %s", (text, key) => {
    expect(phraseKey(text)).toBe(key);
  });

  it.each([
    ["pão francês", "pães franceses"],
    ["limão", "limoes"],
    ["brócoli", "brócolis"],
    ["espinafre", "espinafres"],
    ["vegetal", "vegetais"],
    ["noz", "nozes"],
  ])("%s and %s share a key", (one, many) => {
    expect(phraseKey(many)).toBe(phraseKey(one));
  });

  it("keys one word", () => {
    expect(wordKey("Feijões")).toBe("feijao");
  });
});
