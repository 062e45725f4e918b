import { describe, expect, it } from "vitest";
import type { ParsedIngredientLine } from "./ingredient-line.ts";
import { parseIngredientLine } from "./parse-ingredient-line.ts";
import { DISH_CASES, type IngredientLineCase } from "./parse-ingredient-line.cases.ts";
import { WRITING_CASES } from "./parse-ingredient-line.cases-2.ts";

// shared/ compiles without DOM or Node typings (it runs in both); the test runner provides console.
declare const console: { warn(message: string): void };

const CASES: readonly IngredientLineCase[] = [...DISH_CASES, ...WRITING_CASES];

function expected([raw, quantity, quantityMax, unit, food, note, toTaste]: IngredientLineCase) {
  return { raw, quantity, quantityMax, unit, food, note, toTaste: toTaste ?? false };
}

const sameNumber = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-9);

function matches(got: ParsedIngredientLine, want: ParsedIngredientLine): boolean {
  return (
    sameNumber(got.quantity, want.quantity) &&
    sameNumber(got.quantityMax, want.quantityMax) &&
    got.unit === want.unit &&
    got.food === want.food &&
    got.note === want.note &&
    got.toTaste === want.toTaste
  );
}

describe("parseIngredientLine over real pt-BR lines", () => {
  it("has a table of at least 200 distinct lines", () => {
    expect(new Set(CASES.map(([raw]) => raw)).size).toBe(CASES.length);
    expect(CASES.length).toBeGreaterThanOrEqual(200);
  });

  it("reads at least 98% of them exactly", () => {
    const failures = CASES.map(expected)
      .map((want) => ({ want, got: parseIngredientLine(want.raw) }))
      .filter(({ got, want }) => !matches(got, want));
    const rate = 1 - failures.length / CASES.length;
    console.warn(`ingredient lines: ${(rate * 100).toFixed(1)}% exact over ${CASES.length} lines`);
    const report = failures.map(({ got, want }) => `${JSON.stringify(want)}\n   got ${JSON.stringify(got)}`);
    expect(rate, report.join("\n")).toBeGreaterThanOrEqual(0.98);
  });
});
