import { describe, expect, it } from "vitest";
import { lintContext } from "../lint-context.ts";
import { stew } from "../lint-fixtures.ts";
import { ficarAgreement } from "./ficar-agreement.ts";

const findings = (step: string) =>
  ficarAgreement(
    lintContext(stew({ instructions: [...stew().instructions.slice(0, 3), step, "Sirva."] })),
  ).map((finding) => finding.detail);

describe("the linter's 'ficar' agreement", () => {
  it.each([
    "Cozinhe as batatas até ficar bem macias e amasse ainda quente; tempere com sal.",
    "Cozinhe as batatas até ficarem bem macia.",
    "Cozinhe o frango até ficar macia.",
    "Cozinhe as batatas em água até ficar macia, mas firme.",
    "Asse até a massa ficar dourado.",
    "Cozinhe a batata até ficarem macias.",
  ])("flags '%s'", (step) => {
    expect(findings(step)).toHaveLength(1);
  });

  it.each([
    "Cozinhe as batatas até ficarem bem macias e amasse ainda quente; tempere com sal.",
    "Cozinhe o frango até ficar macio.",
    "Cozinhe a batata até ficar macia, mas firme.",
    "Frite as batatas até ficarem crocantes.",
    "Doure o frango até ficar crocante.",
    "Refogue a cebola e o alho até ficarem macios.",
    "Bata a massa até ficar lisa.",
    "Cozinhe as batatas; deixe ficar morno.",
    "Bata o feijão com a água até ficar liso.",
    "Cozinhe a maniva e o cabotiá em água até ficar bem macio.",
    "Cozinhe até os grãos ficarem macios, de 25 a 40 minutos.",
  ])("passes '%s'", (step) => {
    expect(findings(step)).toEqual([]);
  });
});
