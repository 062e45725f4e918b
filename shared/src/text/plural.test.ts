import { describe, expect, it } from "vitest";
import { inflectNumber, pluralize, singularize } from "./plural.ts";

// [singular, plural]: each row is checked both ways.
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Regular
  ["ovo", "ovos"],
  ["xícara", "xícaras"],
  ["tomate", "tomates"],
  ["filé", "filés"],
  ["abacaxi", "abacaxis"],
  ["maçã", "maçãs"],
  ["jiló", "jilós"],
  ["chuchu", "chuchus"],
  ["colher", "colheres"],
  ["açúcar", "açúcares"],
  ["noz", "nozes"],
  ["atum", "atuns"],
  ["vagem", "vagens"],
  ["croissant", "croissants"],
  // -ão: -ões by default, -ães/-ãos from the table
  ["limão", "limões"],
  ["feijão", "feijões"],
  ["pimentão", "pimentões"],
  ["camarão", "camarões"],
  ["pão", "pães"],
  ["alemão", "alemães"],
  ["cão", "cães"],
  ["mão", "mãos"],
  ["grão", "grãos"],
  ["irmão", "irmãos"],
  // -l
  ["sal", "sais"],
  ["integral", "integrais"],
  ["papel", "papéis"],
  ["pastel", "pastéis"],
  ["nível", "níveis"],
  ["girassol", "girassóis"],
  ["azul", "azuis"],
  ["fácil", "fáceis"],
  // -s: stressed ones take -es, unstressed ones never change
  ["francês", "franceses"],
  ["mês", "meses"],
  ["gás", "gases"],
  ["lápis", "lápis"],
  ["pires", "pires"],
  ["ônibus", "ônibus"],
  // Other irregulars
  ["boi", "bois"],
  ["açaí", "açaís"],
  ["bacon", "bacons"],
  ["purê", "purês"],
  // Compounds and phrases: the head changes
  ["couve-flor", "couves-flor"],
  ["grão-de-bico", "grãos-de-bico"],
  ["pimenta-do-reino", "pimentas-do-reino"],
  ["dente de alho", "dentes de alho"],
  ["pão de forma", "pães de forma"],
  // The writer's case
  ["Limão", "Limões"],
  ["XÍCARA", "XÍCARAS"],
];

describe("pluralize and singularize", () => {
  it.each(PAIRS)("%s → %s", (one, many) => {
    expect(pluralize(one)).toBe(many);
  });

  it.each(PAIRS)("%s ← %s", (one, many) => {
    expect(singularize(many)).toBe(one);
  });

  it.each(PAIRS)("leaves the singular %s alone", (one) => {
    expect(singularize(one)).toBe(one);
  });

  it.each([
    ["limoes", "limao"],
    ["paes", "pão"],
    ["franceses", "francês"],
    ["maioneses", "maionese"],
    ["brócolis", "brócolis"],
    ["pequis", "pequi"],
    ["espinafres", "espinafre"],
    ["tres", "tres"],
    ["mais", "mais"],
  ])("reads %s as %s", (many, one) => {
    expect(singularize(many)).toBe(one);
  });

  it.each(["filés", "maracujás", "lápis", "mal", "kg", "à", "mL"])(
    "leaves %s as written in the plural",
    (word) => {
      expect(pluralize(word)).toBe(word);
    },
  );

  // One way only: "-is" reads back as "-i", since abacaxis and kiwis are commoner in recipes than barris.
  it("pluralizes stressed -il words", () => {
    expect(pluralize("barril")).toBe("barris");
  });

  it("inflects as an amount asks", () => {
    expect(inflectNumber("dente", true)).toBe("dentes");
    expect(inflectNumber("dentes", false)).toBe("dente");
  });
});
