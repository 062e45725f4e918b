import { describe, expect, it } from "vitest";
import { seededRandom } from "../seeded-random.ts";
import { UNITS } from "./ingredient-line.ts";
import { parseIngredientLine } from "./parse-ingredient-line.ts";
import { scaleIngredientLine } from "./scaling.ts";
import { toShoppingItem } from "./shopping.ts";

// Pieces that sit on the parser's edges: amounts, unit words, separators, markers, broken surrogates.
const PIECES = [
  "1",
  "2",
  "0",
  "/",
  "1/2",
  "½",
  "¾",
  ",",
  ".",
  " ",
  "  ",
  "-",
  "a",
  "ou",
  "e",
  "meia",
  "uma",
  "dúzia",
  "xícara",
  "(chá)",
  "colher",
  "de",
  "(",
  ")",
  "sopa",
  "kg",
  "g",
  "l",
  "a gosto",
  "q.b.",
  "picado",
  "sem",
  "pele",
  "em",
  "cubos",
  "para",
  "😀",
  "\ud83d",
  "\n",
  "\t",
  "ç",
  "ã",
  "é",
  "•",
  "*",
  "1.",
  "2)",
  "%",
];

function randomLine(random: () => number): string {
  const length = Math.floor(random() * 12);
  let line = "";
  for (let i = 0; i < length; i++) line += PIECES[Math.floor(random() * PIECES.length)];
  return line;
}

function expectSane(raw: string): void {
  const parsed = parseIngredientLine(raw);
  expect(parsed.raw).toBe(raw);
  expect(typeof parsed.food).toBe("string");
  expect(typeof parsed.toTaste).toBe("boolean");
  if (parsed.quantity === null) {
    expect(parsed.unit).toBeNull();
    expect(parsed.quantityMax).toBeNull();
  } else {
    expect(Number.isFinite(parsed.quantity) && parsed.quantity >= 0).toBe(true);
    expect(UNITS).toContain(parsed.unit);
  }
  if (parsed.quantityMax !== null) expect(Number.isFinite(parsed.quantityMax)).toBe(true);
  if (parsed.note !== null) expect(parsed.note.trim()).not.toBe("");
  expect(typeof scaleIngredientLine(raw, 2)).toBe("string");
  expect(typeof toShoppingItem(raw, 0.5).name).toBe("string");
}

describe("parseIngredientLine on malformed input", () => {
  it.each([
    "",
    " ",
    "\t\n",
    "1/0",
    "3/0 xícaras de leite",
    "½½",
    "😀🍕🥚",
    "1",
    "-",
    "( )",
    "((((",
    "))))",
    "a gosto",
    "de de de",
    "1 a",
    "2 -",
    "1 e meia",
    "xícara",
    ",,,",
    "1 xícara (chá",
    "9".repeat(400),
  ])("%j gives a sane best effort", (raw) => {
    expectSane(raw);
  });

  it("keeps the broken amount in the food instead of inventing one", () => {
    expect(parseIngredientLine("1/0")).toMatchObject({ quantity: null, unit: null, food: "1/0" });
    expect(parseIngredientLine("")).toMatchObject({ quantity: null, food: "", note: null, toTaste: false });
  });

  it("survives 10 KB lines", () => {
    const random = seededRandom(7);
    const garbage = Array.from({ length: 10_240 }, () =>
      String.fromCharCode(32 + Math.floor(random() * 400)),
    ).join("");
    for (const raw of [
      garbage,
      "1/2 xícara (chá) de farinha, ".repeat(400),
      ".".repeat(10_240),
      "(".repeat(10_240),
    ]) {
      expectSane(raw);
    }
  });

  it("survives 500 seeded random lines", () => {
    const random = seededRandom(20_240_611);
    for (let i = 0; i < 500; i++) expectSane(randomLine(random));
  });

  it("treats a non-string at runtime as an empty line", () => {
    expect(parseIngredientLine(undefined as unknown as string).food).toBe("");
  });
});
