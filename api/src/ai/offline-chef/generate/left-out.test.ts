import { describe, expect, it } from "vitest";
import { generateOffline } from "../index.ts";

const make = (ingredients: string[]) => generateOffline({ ingredients, skillLevel: "intermediario" });
const reasonOf = (ingredients: string[], raw: string) =>
  make(ingredients).leftOut.find((left) => left.ingredient === raw)?.reason;

describe("what a cook's foods a dish leaves out, and why", () => {
  it("uses the cook's ordinary seasonings and proteins where the dish takes them", () => {
    const mingau = make(["aveia", "leite", "sal"]);
    expect(mingau.leftOut).toEqual([]);
    expect(mingau.instructions[0]).toBe("Misture a aveia com o leite frio e uma pitada de sal na panela.");

    const nhoque = make(["batata", "molho de tomate", "linguiça"]);
    expect(nhoque.title).toBe("Nhoque de batatas com linguiça e molho de tomate");
    expect(nhoque.leftOut).toEqual([]);
    expect(nhoque.instructions).toContain(
      "Aqueça o molho de tomate com a linguiça e junte o nhoque escorrido.",
    );

    const sardinha = make(["sardinha em lata", "tomate", "cebola", "alho"]);
    expect(sardinha.leftOut).toEqual([]);
    expect(sardinha.instructions).toContain("Espalhe a cebola, o alho e os tomates em uma assadeira.");

    const torradas = make(["pão", "pimentão", "molho de tomate"]);
    expect(torradas.leftOut).toEqual([]);
    // Spread at the table with the topping, not early enough to soak the toast.
    expect(torradas.instructions).toContain(
      "Na hora de servir, espalhe o molho de tomate sobre as torradas e distribua a cobertura por cima.",
    );
  });

  it("calls only a sweet food 'doce': café goes in sweets without being one", () => {
    const reason = reasonOf(["tomate", "ovo", "café"], "café");
    expect(reason).toMatch(/^café é de receitas doces e não combina com/);
    expect(reasonOf(["tomate", "ovo", "goiabada"], "goiabada")).toMatch(/^goiabada é doce e não combina/);
  });

  it("never asks for another version to use the salt or garlic every kitchen has", () => {
    const reason = reasonOf(["morango", "banana", "sal"], "sal");
    expect(reason).toBe("sal não vai em uma tigela de morango e banana");
  });
});
