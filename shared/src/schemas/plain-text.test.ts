import { describe, expect, it } from "vitest";
import { authorDisplayName } from "../community.ts";
import { cleanPlainText, optionalPlainText, plainText } from "./plain-text.ts";
import { userRecipeBodySchema } from "./user-recipes.ts";

describe("plain text shown to others", () => {
  it("drops invisible and bidirectional characters, collapses spaces and blank lines", () => {
    expect(cleanPlainText("  Bolo\u200b de\u202e  fubá \r\n\r\n\r\n\r\nbom\u0007 ")).toBe(
      "Bolo de fubá\n\nbom",
    );
    expect(cleanPlainText("linha 1\nlinha 2", { multiline: false })).toBe("linha 1 linha 2");
  });

  it("keeps what looks like markup as text: clients never render it as HTML", () => {
    expect(cleanPlainText("<b>2 < 3</b>")).toBe("<b>2 < 3</b>");
  });

  it("bounds the cleaned text with the pt-BR messages given", () => {
    const title = plainText(5, "Longo demais.", { required: "Informe." });
    expect(title.safeParse("   ").error?.issues[0]?.message).toBe("Informe.");
    expect(title.safeParse("abcdef").error?.issues[0]?.message).toBe("Longo demais.");
    expect(title.parse("  a  b ")).toBe("a b");
    const comment = optionalPlainText(5, "Longo demais.");
    expect(comment.parse("   ")).toBeUndefined();
    expect(comment.parse(null)).toBeUndefined();
  });
});

describe("a written recipe", () => {
  it("reads ingredients and steps one per line, with the spec's defaults", () => {
    const body = userRecipeBodySchema.parse({
      title: "Bolo de fubá",
      description: "Da vó.",
      ingredients: "2 xícaras de fubá\n\n 3 ovos \n",
      instructions: ["Bata tudo.\nAsse."],
      cookingTime: null,
    });
    expect(body.ingredients).toEqual(["2 xícaras de fubá", "3 ovos"]);
    expect(body.instructions).toEqual(["Bata tudo.", "Asse."]);
    expect([body.cookingTime, body.servings]).toEqual([30, 2]);
  });

  it("refuses the four required fields blank, in pt-BR", () => {
    const result = userRecipeBodySchema.safeParse({
      title: " ",
      description: "x",
      ingredients: "a",
      instructions: "b",
    });
    expect(result.error?.issues[0]?.message).toBe("Informe o título da receita.");
    const steps = userRecipeBodySchema.safeParse({
      title: "a",
      description: "x",
      ingredients: "a",
      instructions: "\n ",
    });
    expect(steps.error?.issues[0]?.message).toBe("Escreva o modo de preparo.");
  });
});

describe("an author's display name", () => {
  it("is the first name and the last name's initial", () => {
    expect(authorDisplayName("Maria", "da Silva")).toBe("Maria D.");
    expect(authorDisplayName("João Pedro", null)).toBe("João");
  });

  it("never carries an e-mail address", () => {
    expect(authorDisplayName("maria@exemplo.com.br", "x@y.z")).toBe("Chef anônimo");
    expect(authorDisplayName("Ana maria@exemplo.com", null)).toBe("Ana");
  });

  it("reads the first word and letter whatever spaces surround them", () => {
    expect(authorDisplayName("\u00a0 Zé\tCarlos ", " \n dos Santos")).toBe("Zé D.");
    expect(authorDisplayName("Ana", " 3  -Íris")).toBe("Ana Í.");
    expect(authorDisplayName("   ", "Silva")).toBe("Chef anônimo");
    expect(authorDisplayName(null, null)).toBe("Chef anônimo");
  });
});
