import { describe, expect, it } from "vitest";
import { agree, article, guessGender } from "./agreement.ts";

describe("agree", () => {
  it.each([
    ["picado", "m", false, "picado"],
    ["picado", "f", false, "picada"],
    ["picado", "m", true, "picados"],
    ["picado", "f", true, "picadas"],
    ["dourado", "f", true, "douradas"],
    ["dessalgado e desfiado", "f", false, "dessalgada e desfiada"],
    ["em cubos", "f", true, "em cubos"],
    ["ralado fino", "f", false, "ralada fina"],
    ["limpo e cortado ao meio", "f", true, "limpas e cortadas ao meio"],
  ] as const)("%s (%s, plural %s) → %s", (words, gender, plural, agreed) => {
    expect(agree(words, gender, plural)).toBe(agreed);
  });
});

describe("guessGender", () => {
  it.each([
    ["cebola roxa", "f"],
    ["tomate", "m"],
    ["carne moída", "f"],
    ["maracujá", "m"],
    ["vagem", "f"],
    ["manjericão", "m"],
    ["couve-flor", "f"],
    ["salsichas", "f"],
    ["folhas de mostarda", "f"],
    ["semente de gergelim", "f"],
    ["nozes", "f"],
    ["flocos de aveia", "m"],
    ["coração de galinha", "m"],
    ["cação", "m"],
    ["minas frescal", "m"],
  ] as const)("%s → %s", (name, gender) => {
    expect(guessGender(name)).toBe(gender);
  });
});

describe("article", () => {
  it.each([
    ["o", "m", false, "o"],
    ["o", "f", true, "as"],
    ["do", "f", false, "da"],
    ["ao", "f", false, "à"],
    ["pelo", "m", true, "pelos"],
  ] as const)("%s (%s, plural %s) → %s", (form, gender, plural, text) => {
    expect(article(form, gender, plural)).toBe(text);
  });
});
