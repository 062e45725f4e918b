import { describe, expect, it } from "vitest";
import { catalogue } from "../../modules/catalogue/index.ts";
import { sharedNlu } from "./index.ts";

const read = async (text: string) => (await sharedNlu(catalogue())).understand(text, { hasRecipe: false });
const typed = async (text: string) => (await read(text)).foods.map((f) => f.typed);

describe("the chat's reader: words that are never food", () => {
  it("keeps 'mais dourado' out of the foods of a change", async () => {
    const u = await (
      await sharedNlu(catalogue())
    ).understand("deixa o frango mais dourado", { hasRecipe: true });
    expect(u.foods.map((f) => f.typed)).toEqual(["frango"]);
  });

  it("reads a chat word one letter from a food as the chat word", async () => {
    expect(await typed("minha namorada vem hj e tenho camarão e arroz")).toEqual(["camarão", "arroz"]);
    expect(await typed("quero uma comida baiana com camarão e leite de coco")).toEqual([
      "camarão",
      "leite de coco",
    ]);
    expect(await typed("uma caneca de leite e 2 ovos oq faço")).toEqual(["leite", "ovos"]);
  });

  it("reads 'cara', 'pera aí' and 'pro café' as chat, and the same words in a list as food", async () => {
    expect(await typed("cara tenho frango e batata e nao sei oq fazer")).toEqual(["frango", "batata"]);
    expect(await typed("pera ai tenho frango e milho faz algo")).toEqual(["frango", "milho"]);
    expect(await typed("uns 4 ovos e um resto de presunto oq faço pro cafe")).toEqual(["ovos", "presunto"]);
    expect(await typed("tenho cara, carne moida e cebola")).toEqual(["cara", "carne moida", "cebola"]);
    expect(await typed("tenho cará e inhame")).toEqual(["cará", "inhame"]);
    expect(await typed("tenho pão, leite e café")).toEqual(["pão", "leite", "café"]);
    expect(await typed("quero um prato rapido com frango e batata")).toEqual(["frango", "batata"]);
    expect(await typed("meu namorado gosta de camarão e arroz")).toEqual(["camarão", "arroz"]);
    expect(await typed("tenho pão presunto e prato faz um lanche")).toEqual(["pão", "presunto", "prato"]);
  });

  it("reads a homograph as the food a dish is made of ('com lula', 'de pera'), not in an idiom", async () => {
    expect(await typed("receita com lula")).toEqual(["lula"]);
    expect(await typed("torta de pera")).toEqual(["pera"]);
    expect(await typed("frango com cara de sono")).toEqual(["frango"]);
    expect(await typed("vou jantar com meu namorado, tenho arroz e frango")).toEqual(["arroz", "frango"]);
  });

  it("says which unknown word of a list it did not recognise, without the words around it", async () => {
    expect((await read("tenho pupunha, queijo e tomate, oq da pra fazer")).unknown).toEqual(["pupunha"]);
    expect((await read("frango, batata e um resto de mangarito da feira")).unknown).toEqual(["mangarito"]);
    expect((await read("tenho buriti, açúcar e leite")).unknown).toEqual(["buriti"]);
  });

  it("reports no word around the foods as not recognised", async () => {
    expect((await read("uns tomate cereja, rucula e mussarela de bufala, faz uma entrada")).unknown).toEqual(
      [],
    );
    expect((await read("frango, batata e cenoura, minha sogra vem amanha")).unknown).toEqual([]);
    expect((await read("frango, batata e visita hoje")).unknown).toEqual([]);
  });
});
