import { describe, expect, it } from "vitest";
import { FOODS } from "../knowledge/catalogue.ts";
import { ALIAS_CONFLICTS } from "./alias-index.ts";
import { matchIngredient, normalizeIngredient } from "./normalize-ingredient.ts";

const CASES: ReadonlyArray<readonly [string, string]> = [
  ["peito de frango", "frango"],
  ["Sobrecoxa", "frango"],
  ["coxa", "frango"],
  ["coxas de frango", "frango"],
  ["500 g de peito de frango em cubos", "frango"],
  ["ovos", "ovo"],
  ["2 ovos", "ovo"],
  ["3 Ovos caipiras", "ovo"],
  ["batatas", "batata"],
  ["Batatas inglesas", "batata"],
  ["aipim", "mandioca"],
  ["Macaxeira", "mandioca"],
  ["jerimum", "abobora"],
  ["moranga", "abobora"],
  ["muçarela", "mucarela"],
  ["mussarela", "mucarela"],
  ["Mozarela", "mucarela"],
  ["queijo muçarela ralado", "mucarela"],
  ["cheiro verde", "cheiro_verde"],
  ["Cheiro-Verde picado", "cheiro_verde"],
  ["Tomates-cereja", "tomate"],
  ["tomate cereja", "tomate"],
  ["1/2 cebola picada", "cebola"],
  // A word of the product closes its name; a cut never does.
  ["¾ xícara (chá) de queijo fresco em cubos", "queijo_minas"],
  ["1 tablete de fermento fresco esfarelado", "fermento_biologico"],
  ["500 g de carne picada em cubos", "carne_bovina"],
  ["100 g de queijo parmesão ralado fino", "parmesao"],
  ["sal a gosto", "sal"],
  ["2 colheres (sopa) de azeite", "azeite"],
  ["1 dente de alho picado", "alho"],
  ["2 xícaras (chá) de arroz", "arroz"],
  ["grãos-de-bico", "grao_de_bico"],
  ["grao de bico", "grao_de_bico"],
  ["Limões", "limao"],
  ["pães franceses", "pao_frances"],
  ["pão", "pao_frances"],
  ["maçãs", "maca"],
  ["açucar", "acucar"],
  ["ACUCAR", "acucar"],
  ["1 lata de leite condensado", "leite_condensado"],
  // A unit word that starts a food's name: the leaf, not the condiment; louro either way.
  ["2 xícaras (chá) de folha de mostarda picada", "mostarda_em_folha"],
  ["2 folhas de louro", "louro"],
  ["4 folhas de couve", "couve"],
  ["leite de coco", "leite_de_coco"],
  ["meia xícara de leite", "leite"],
  ["1 colher de sopa de manteiga", "manteiga"],
  ["couves-flores", "couve_flor"],
  ["brocolis", "brocolis"],
  ["feijão-de-corda", "feijao_fradinho"],
  ["massa de tomate", "extrato_de_tomate"],
  ["nescau", "achocolatado"],
  ["carne moida", "carne_moida"],
  ["patinho", "carne_bovina"],
  ["calabresa defumada", "calabresa"],
  ["frango caipira orgânico", "frango"],
  ["camarões", "camarao"],
  ["Pimentões vermelhos", "pimentao"],
  ["maisena", "amido_de_milho"],
  ["polvilho", "polvilho_doce"],
  ["maracujás", "maracuja"],
  ["nozes", "nozes"],
  ["tapioca", "goma_de_tapioca"],
];

describe("normalizeIngredient", () => {
  it.each(CASES)("%s → %s", (raw, key) => {
    expect(normalizeIngredient(raw).key).toBe(key);
  });

  it("returns the catalogue entry with its role and diet flags", () => {
    const { food } = normalizeIngredient("Peito de frango");
    expect(food?.role).toBe("protein");
    expect(food?.diet.has("meat")).toBe(true);
  });

  it("keeps an unknown ingredient as a cleaned key without a food", () => {
    expect(normalizeIngredient("2 xícaras de Xyzzy")).toEqual({ key: "xyzzy" });
  });

  it("remembers the cook's word and its gender for the recipe text", () => {
    expect(matchIngredient("aipim")).toMatchObject({ display: "aipim", gender: "m" });
    expect(matchIngredient("macaxeira")).toMatchObject({ display: "macaxeira", gender: "f" });
  });
});

describe("food catalogue", () => {
  it("knows at least 250 foods and no synonym belongs to two of them", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(250);
    expect(ALIAS_CONFLICTS).toEqual([]);
  });

  it("maps every food's own names and plural back to it", () => {
    for (const food of FOODS) {
      expect(normalizeIngredient(food.name).key).toBe(food.key);
      expect(normalizeIngredient(food.plural).key, food.plural).toBe(food.key);
      for (const alias of food.aliases)
        expect(normalizeIngredient(alias.text).key, alias.text).toBe(food.key);
    }
  });
});
