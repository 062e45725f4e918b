import { describe, expect, it } from "vitest";
import { catalogue } from "../../../../modules/catalogue/index.ts";
import { DISHES } from "./index.ts";

/** Food names in slots: "@role", "#tag" and "-" exclusions name groups, not foods. */
function namedFoods(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const dish of DISHES) {
    for (const slot of Object.values(dish.slots)) {
      for (const name of [...slot.accepts, ...(slot.default ? [slot.default] : [])]) {
        if (/^[-@#]/.test(name)) continue;
        named.set(name, [...(named.get(name) ?? []), dish.id]);
      }
    }
  }
  return named;
}

describe("the dish templates", () => {
  it("name only foods of the catalogue that the offline chef cooks", () => {
    const byName = new Map(
      catalogue()
        .list()
        .map((food) => [food.name, food]),
    );
    const missing = [...namedFoods()].filter(([name]) => !byName.get(name)?.chef);
    expect(missing).toEqual([]);
  });
});
