import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const only = (found: string[]) => found.filter((code) => code.startsWith("count_agreement"));
const potatoes = (line: string, step: string) =>
  only(
    codes(
      stew({
        ingredients: stew().ingredients.with(1, line),
        instructions: stew().instructions.with(2, step),
      }),
    ),
  );

describe("a counted food in the steps in the number the list has it", () => {
  const step = (potato: string) =>
    `Volte o frango à panela, junte ${potato}, cubra com água e cozinhe por 25 minutos, até ficar macia.`;

  it("flags 'as batatas' for 1 batata and ½ batata", () => {
    expect(potatoes("1 batata em cubos", step("as batatas"))).toEqual(["count_agreement instructions[2]"]);
    expect(potatoes("½ batata em cubos", step("as batatas"))).toEqual(["count_agreement instructions[2]"]);
  });

  it("lets 'a batata' for 1 batata, 'as batatas' for 2 and a weighed amount be", () => {
    expect(potatoes("1 batata em cubos", step("a batata"))).toEqual([]);
    expect(potatoes("2 batatas em cubos", step("as batatas"))).toEqual([]);
    expect(potatoes("1 kg de batatas em cubos", step("as batatas"))).toEqual([]);
  });
});
