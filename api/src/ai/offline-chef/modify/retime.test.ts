import { describe, expect, it } from "vitest";
import { modifyOffline } from "../index.ts";
import type { ModifiableRecipe } from "./recipe-draft.ts";

const dish = (overrides: Partial<ModifiableRecipe>): ModifiableRecipe => ({
  title: "Carne de panela com batatas",
  description: "Carne cozida devagar até desmanchar.",
  ingredients: [
    "350 g de carne em cubos grandes",
    "2 batatas em cubos",
    "½ cebola picada",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
    "2 xícaras (chá) de água",
  ],
  instructions: [
    "Tempere a carne com sal.",
    "Aqueça o azeite em uma panela grande e doure a carne aos poucos.",
    "Junte a cebola e refogue até murchar.",
    "Cubra com a água e cozinhe na pressão por 40 minutos.",
    "Junte as batatas e cozinhe por mais 15 minutos.",
  ],
  cookingTime: 90,
  servings: 2,
  tips: "",
  substitutions: "",
  skillLevel: "iniciante",
  ...overrides,
});

const FISH_STEW = dish({
  title: "Ensopado de peixe com tomates",
  ingredients: [
    "300 g de peixe em postas",
    "2 tomates em cubos",
    "½ cebola picada",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
    "2 xícaras (chá) de água",
  ],
  instructions: [
    "Aqueça o azeite em uma panela e refogue a cebola até murchar.",
    "Acrescente os tomates e cubra com a água.",
    "Junte o peixe e cozinhe por 23 minutos; tempere com sal.",
  ],
  cookingTime: 40,
});

const ROAST_FISH = dish({
  title: "Peixe assado com tomates",
  ingredients: [
    "300 g de peixe em postas",
    "2 tomates em rodelas",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
  ],
  instructions: [
    "Tempere o peixe com sal.",
    "Preaqueça o forno a 200 °C.",
    "Unte uma assadeira com o azeite e forre com os tomates.",
    "Acomode o peixe na assadeira.",
    "Cubra com papel-alumínio e asse por 35 minutos.",
  ],
  cookingTime: 50,
});

describe("modifyOffline times the steps again after a change", () => {
  it("gives chicken in the pressure cooker its own minutes, not the beef's, and a shorter total", () => {
    const result = modifyOffline({ recipe: dish({}), request: "troque a carne por frango" });
    expect(result.instructions[3]).toBe("Cubra com a água e cozinhe na pressão por 12 minutos.");
    expect(result.instructions[4]).toBe("Junte as batatas e cozinhe por mais 15 minutos.");
    expect(result.cookingTime).toBe(60);
  });

  it("stews a fish no longer than it takes, and chicken put in its place long enough", () => {
    const fish = modifyOffline({ recipe: FISH_STEW, request: "para 4 pessoas" });
    expect(fish.instructions[2]).toBe("Junte o peixe e cozinhe por 15 minutos; tempere com sal.");
    const chicken = modifyOffline({ recipe: FISH_STEW, request: "troque o peixe por frango" });
    expect(chicken.instructions[2]).toBe("Junte o frango e cozinhe por 23 minutos; tempere com sal.");
    const prawns = modifyOffline({ recipe: FISH_STEW, request: "troque o peixe por camarão" });
    expect(prawns.instructions[2]).toBe("Junte o camarão e cozinhe por 5 minutos; tempere com sal.");
    expect(prawns.cookingTime).toBe(20);
  });

  it("times a roast moved to a covered pan by the pan, and the total follows", () => {
    const result = modifyOffline({ recipe: ROAST_FISH, request: "sem forno" });
    expect(result.instructions.at(-1)).toBe("Tampe e cozinhe em fogo baixo por 15 minutos.");
    expect(result.cookingTime).toBe(30);
  });

  it("reads 'de cada lado' as half the time", () => {
    const steak = dish({
      title: "Carne acebolada",
      ingredients: [
        "2 bifes de carne bovina",
        "1 cebola em rodelas",
        "2 colheres (sopa) de óleo",
        "sal a gosto",
      ],
      instructions: [
        "Tempere a carne bovina com sal.",
        "Frite a carne bovina no óleo bem quente, 2 minutos de cada lado, e reserve.",
        "Na mesma frigideira, refogue a cebola e espalhe por cima.",
      ],
      cookingTime: 25,
    });
    const result = modifyOffline({ recipe: steak, request: "troque a carne por frango" });
    expect(result.instructions[1]).toBe(
      "Frite o frango no óleo bem quente, 4 minutos de cada lado, e reserve.",
    );
  });

  it("says a braise's hours in the minutes of the chicken put in its place, agreeing with it", () => {
    const braise = dish({
      instructions: [
        "Tempere a carne com sal e doure no azeite.",
        "Junte a cebola e refogue até murchar.",
        "Cubra com a água e cozinhe em fogo baixo, tampado, por 2 horas, até a carne ficar macia.",
        "Junte as batatas e cozinhe por mais 20 minutos.",
      ],
      cookingTime: 150,
    });
    const result = modifyOffline({ recipe: braise, request: "troque a carne por frango" });
    expect(result.instructions[2]).toBe(
      "Cubra com a água e cozinhe em fogo baixo, tampado, por 20 minutos, até o frango ficar macio.",
    );
    expect(result.cookingTime).toBe(50);
  });
});
