import type { Unit } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../modules/catalogue/index.ts";
import { PACKAGE_GRAMS, PACKAGE_UNITS } from "./package-weights.ts";

describe("package weights", () => {
  it("name foods of the catalogue that TACO covers", () => {
    const byId = new Map(
      catalogue()
        .list()
        .map((food) => [food.id, food]),
    );
    for (const id of Object.keys(PACKAGE_GRAMS)) {
      expect(byId.has(id), id).toBe(true);
      expect(typeof byId.get(id)!.taco, id).toBe("object");
    }
  });

  it("are the only package weights: the catalogue's units are household ones", () => {
    const packed = catalogue()
      .list()
      .flatMap((food) =>
        Object.keys(food.units ?? {})
          .filter((unit) => PACKAGE_UNITS.has(unit as Unit))
          .map((unit) => `${food.id}: ${unit}`),
      );
    expect(packed).toEqual([]);
  });
});
