import { describe, expect, it } from "vitest";
import { inflectNumber, numberAgrees, pluralize, singularize } from "./plural.ts";

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
  ["ponkan", "ponkans"],
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
  ["limão espremido", "limões espremidos"],
  ["carne moída temperada", "carnes moídas temperadas"],
  ["queijo coalho", "queijos coalho"],
  ["peito de frango desfiado", "peitos de frango desfiado"],
  // Compound names: an adjective agrees with the head, a noun in apposition does not
  ["limão-siciliano", "limões-sicilianos"],
  ["banana-nanica", "bananas-nanicas"],
  ["abobrinha brasileira", "abobrinhas brasileiras"],
  ["feijão-preto", "feijões-pretos"],
  ["carne-seca", "carnes-secas"],
  ["batata-doce", "batatas-doces"],
  ["alface americana", "alfaces americanas"],
  ["linguiça calabresa", "linguiças calabresas"],
  ["pão francês", "pães franceses"],
  ["coxão mole", "coxões moles"],
  ["chocolate meio amargo", "chocolates meio amargos"],
  ["tomate-cereja", "tomates-cereja"],
  ["banana-prata", "bananas-prata"],
  ["açúcar cristal", "açúcares cristal"],
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

describe("numberAgrees", () => {
  it.each([
    "abobrinhas brasileiras",
    "limão-siciliano",
    "limões-sicilianos",
    "tomates-cereja",
    "queijos coalho",
    "ervas finas",
    "bananas-nanicas",
    "couves-flores",
  ])("accepts %s", (phrase) => {
    expect(numberAgrees(phrase)).toBe(true);
  });

  it.each([
    "abobrinhas brasileira",
    "limões-siciliano",
    "bananas-nanica",
    "abobrinha brasileiras",
    "feijões-preto",
  ])("flags %s", (phrase) => {
    expect(numberAgrees(phrase)).toBe(false);
  });
});
