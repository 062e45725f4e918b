import { describe, expect, it } from "vitest";
import { imperativeSteps } from "./imperative.ts";

describe("imperativeSteps", () => {
  it("turns the verb opening each clause into the imperative", () => {
    expect(imperativeSteps("Corta a cebola e refoga")).toBe("Corte a cebola e refogue");
    expect(imperativeSteps("Refogar o alho, juntar o arroz")).toBe("Refogue o alho, junte o arroz");
    expect(imperativeSteps("Coloca o leite, mexe sem parar e deixa ferver")).toBe(
      "Coloque o leite, mexa sem parar e deixe ferver",
    );
    expect(imperativeSteps("Poe no forno, depois frita os bifes e assa")).toBe(
      "Ponha no forno, depois frite os bifes e asse",
    );
    expect(imperativeSteps("Aquece o forno; cobre a forma e serve")).toBe(
      "Aqueça o forno; cubra a forma e sirva",
    );
    expect(imperativeSteps("Faz o molho. Numa panela refoga a cebola")).toBe(
      "Faça o molho. Numa panela refogue a cebola",
    );
    expect(imperativeSteps("Coloca-se o leite e vai mexendo")).toBe("Coloque o leite e vá mexendo");
    expect(imperativeSteps("Vai ao forno por 20 min")).toBe("Leve ao forno por 20 min");
    expect(imperativeSteps("Dá uma mexida")).toBe("Dê uma mexida");
  });

  it("leaves nouns and adjectives that look like verbs, and what is not a cooking verb", () => {
    for (const step of [
      "Ponha a massa frita na travessa",
      "Sirva a batata cozida e frita",
      "Mistura de ovos e leite vai na forma",
      "Forma untada e enfarinhada",
      "Serve 4 pessoas",
      "Tem que mexer sempre",
      "Por fim, da panela tire o excesso",
      "O corte deve ser fino",
    ])
      expect(imperativeSteps(step)).toBe(step);
  });
});

describe("imperativeSteps on sentences that are not commands", () => {
  it("leaves a sentence with its own subject, infinitives after 'até … e', and an infinitive subject", () => {
    for (const step of [
      "O papel-alumínio cozinha no vapor e deixa a carne macia.",
      "Lentilha dispensa o molho: cozinha direto na panela.",
      "Asse por 20 minutos, até crescer e dourar.",
      "Lavar a quinoa tira o amargor da casca.",
      "Grelhar as fatias antes evita que a parmegiana fique aguada.",
      "Esprema bem a proteína hidratada: seca, ela doura em vez de cozinhar.",
      "Dá para trocar o frango por lombo.",
    ])
      expect(imperativeSteps(step)).toBe(step);
    expect(imperativeSteps("Cortar a cebola e refogar. Depois junta o arroz e mexe")).toBe(
      "Corte a cebola e refogue. Depois junte o arroz e mexa",
    );
    expect(imperativeSteps("Refogar a cebola e deixa dourar")).toBe("Refogue a cebola e deixe dourar");
  });
});
