import { parseIngredientLine } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { groundLine } from "./ground-line.ts";
import { loadGroundingData } from "./load.ts";

loadGroundingData();
const ground = (line: string) => groundLine(parseIngredientLine(line));

// Lines written as Brazilian recipe sites write them; grams as a cook would weigh them.
const LINES: ReadonlyArray<readonly [line: string, food: RegExp | "free", grams: number]> = [
  ["2 filés de tilápia (cerca de 300 g)", /Pescada/, 300],
  ["1 pote (170 g) de iogurte natural", /Iogurte, natural/, 170],
  ["2 latas (395 g cada) de leite condensado", /condensado/, 790],
  ["raspas de 2 laranjas", /Laranja/, 4],
  ["raspas da casca de 1 limão", /Limão/, 2],
  ["suco de meio limão", /Limão, galego, suco/, 15.5],
  ["o suco de 2 laranjas", /Laranja, pêra, suco/, 208],
  ["2 xícaras de caldo de legumes caseiro", "free", 480],
  ["1 litro de caldo de carne", "free", 1000],
  // Counted small things by their own unit weight, not a tomato's or a generic 100 g.
  ["10 tomates-cereja", /Tomate/, 150],
  ["10 castanhas-do-pará", /Castanha-do-Brasil/, 40],
  ["20 azeitonas", /Azeitona/, 80],
  // Canned foods by their canned row and a drained can.
  ["1 lata de milho", /Milho, verde, enlatado/, 200],
  ["2 latas de sardinha", /Sardinha, conserva/, 168],
];

describe("lines read like a cook", () => {
  it.each(LINES)("%s", (line, food, grams) => {
    const grounded = ground(line);
    if (food === "free") expect(grounded.free).toBe(true);
    else expect(grounded.food?.name).toMatch(food);
    expect(grounded.grams).toBeCloseTo(grams, 0);
  });

  it("weighs a tomato as a tomato still, beside the cherry tomatoes", () => {
    expect(ground("2 tomates").grams).toBeCloseTo(220, 0);
  });

  it("keeps a stock tablet a tablet", () => {
    expect(ground("1 tablete de caldo de galinha").food?.name).toMatch(/tablete/);
  });

  it("weighs a heaped spoon more than a level one, and a large onion more than a small one", () => {
    const spoon = (note: string) => ground(`1 colher (sopa) ${note} de açúcar`).grams!;
    expect(spoon("cheia")).toBeGreaterThan(spoon("rasa"));
    const onion = (size: string) => ground(`1 cebola ${size}`).grams!;
    expect(onion("pequena")).toBeLessThan(onion("média"));
    expect(onion("média")).toBeLessThan(onion("grande"));
  });
});
