import { describe, expect, it } from "vitest";
import { checkProfileForm, profileFormValues, type ProfileFormValues } from "./profile-form-values";

const filled: ProfileFormValues = {
  objetivo: "perda-peso",
  sexo: "feminino",
  idade: "34",
  altura: "165",
  peso: "70,5",
  nivelAtividade: "moderado",
};

describe("checkProfileForm", () => {
  it("turns typed text into the numbers the api stores, a comma read as the decimal mark", () => {
    expect(checkProfileForm(filled)).toEqual({
      ok: true,
      body: { ...filled, idade: 34, altura: 165, peso: 70.5 },
    });
  });

  it("names every empty field, in pt-BR", () => {
    const result = checkProfileForm(profileFormValues(null));
    expect(result).toEqual({
      ok: false,
      errors: {
        objetivo: "Escolha seu objetivo principal.",
        sexo: "Escolha o sexo.",
        idade: "Informe sua idade.",
        altura: "Informe sua altura em centímetros.",
        peso: "Informe seu peso em quilos.",
        nivelAtividade: "Escolha seu nível de atividade física.",
      },
    });
  });

  it("refuses what the api refuses: ages under 18, fractional ages, heights and weights out of bounds", () => {
    const result = checkProfileForm({ ...filled, idade: "17.5", altura: "90", peso: "muito" });
    expect(result).toEqual({
      ok: false,
      errors: {
        idade: "A idade deve ser um número inteiro entre 18 e 100 anos.",
        altura: "A altura deve estar entre 120 e 230 cm.",
        peso: "O peso deve estar entre 30 e 300 kg.",
      },
    });
  });
});
