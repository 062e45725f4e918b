import { describe, expect, it } from "vitest";
import { markedTitle, titleMarks } from "../modify/title-marks.ts";
import { dishGender } from "./dish-gender.ts";

describe("a dish's gender, for the marks that agree with it", () => {
  it("reads it from how the chef refers to the dish, then from the food catalogue", () => {
    expect(dishGender("Brigadeiro de doce de leite")).toBe("m");
    expect(dishGender("Galinhada")).toBe("f");
    expect(dishGender("Torta de liquidificador de frango")).toBe("f");
    expect(dishGender("Palmito assado")).toBe("m");
    expect(dishGender("Xinxim de galinha")).toBeUndefined();
  });

  it("makes a diet mark agree, leans on 'versão' when unknown, and reads its own marks back", () => {
    expect(markedTitle("Brigadeiro de doce de leite", ["vegetariana"])).toBe(
      "Brigadeiro de doce de leite (vegetariano)",
    );
    expect(markedTitle("Lasanha de atum", ["vegana", "sem glúten"])).toBe(
      "Lasanha de atum (vegana, sem glúten)",
    );
    expect(markedTitle("Xinxim de galinha", ["vegana"])).toBe("Xinxim de galinha (versão vegana)");
    expect(titleMarks("Brigadeiro (vegetariano, sem lactose)").marks).toEqual(["vegetariana", "sem lactose"]);
    expect(titleMarks("Xinxim (versão vegana)").marks).toEqual(["vegana"]);
  });
});
