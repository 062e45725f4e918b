import { describe, expect, it } from "vitest";
import { catalogue } from "../../../../modules/catalogue/index.ts";
import { DISHES } from "./index.ts";

/** Food ids in slots: "@role" and "#tag" name groups, not foods; a leading "-" excludes. */
function namedFoods(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const dish of DISHES) {
    for (const slot of Object.values(dish.slots)) {
      for (const token of [...slot.accepts, ...(slot.default ? [slot.default] : [])]) {
        const id = token.replace(/^-/, "");
        if (/^[@#]/.test(id)) continue;
        named.set(id, [...(named.get(id) ?? []), dish.id]);
      }
    }
  }
  return named;
}

describe("the dish templates", () => {
  it("name foods by catalogue id, and only foods the offline chef cooks", () => {
    const missing = [...namedFoods()].filter(([id]) => !catalogue().byId(id)?.chef);
    expect(missing).toEqual([]);
  });
});
