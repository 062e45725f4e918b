import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalogue/index.ts";
import { zero } from "./food-facts.ts";
import { planWeek } from "./plan-week.ts";
import { buildMenuShoppingList, MENU_SHOPPING_CATEGORIES, type MenuShoppingGroup } from "./shopping-list.ts";
import { purchaseOf } from "./shopping-quantity.ts";
import { macroBands } from "./testing/random-profiles.ts";
import type { WeekPlan } from "./types.ts";

type Line = [foodId: string, grams: number, cooked?: boolean];

/** A week whose days serve these foods, one meal a day. */
function week(...days: Line[][]): WeekPlan {
  return {
    energyKcal: 2000,
    relaxations: [],
    cost: { dayCentavos: days.map(() => 0), weekCentavos: 0, estimatedCentavos: 0 },
    days: days.map((foods, day) => ({
      day,
      totals: zero(),
      meals: [
        {
          meal: "Almoço",
          templateId: `t${day}`,
          name: "Teste",
          minutes: 10,
          totals: zero(),
          foods: foods.map(([foodId, grams, cooked = false]) => ({
            foodId,
            name: foodId,
            grams,
            cooked,
            totals: zero(),
          })),
        },
      ],
    })),
  };
}

const item = (list: MenuShoppingGroup[], id: string) =>
  list.flatMap((g) => g.items).find((i) => i.foodId === id);
const food = (id: string) => catalogue().byId(id)!;

describe("buildMenuShoppingList", () => {
  it("merges a food across the week into one item", () => {
    const list = buildMenuShoppingList(
      week([["queijo_minas", 120]], [["queijo_minas", 100]], [["queijo_minas", 40]]),
    );
    expect(list.flatMap((g) => g.items).filter((i) => i.foodId === "queijo_minas")).toHaveLength(1);
    expect(item(list, "queijo_minas")).toMatchObject({
      name: "queijo minas",
      quantity: "500 g",
      checked: false,
    });
  });

  it("buys cooked portions by their raw weight (TACO moisture), ground coffee for the coffee drunk", () => {
    // 3 kg of cooked rice in the week are about 1.2 kg raw: two 1 kg packs, not three.
    const list = buildMenuShoppingList(week([["arroz", 3000, true]], [["cafe", 700]]));
    expect(item(list, "arroz")).toMatchObject({ quantity: "2 pacotes (1 kg)", grams: 2000 });
    expect(item(list, "cafe")).toBeUndefined();
    // 70 g of ground coffee: the 250 g pack a recipe's list buys too.
    expect(item(list, "cafe_em_po")!.quantity).toBe("1 pacote (250 g)");
  });

  it("leaves out what the cook has at home, and the kinds of it", () => {
    const plan = week([
      ["arroz", 150, true],
      ["sobrecoxa", 120, true],
      ["tomate", 100],
    ]);
    const list = buildMenuShoppingList(plan, ["arroz", "frango"]);
    expect(list.flatMap((g) => g.items.map((i) => i.foodId))).toEqual(["tomate"]);
  });

  it("groups by the spec's six categories in order: fish as protein, fruit with vegetables", () => {
    const plan = week([
      ["atum", 120],
      ["banana", 140],
      ["feijao", 140, true],
      ["leite", 200],
      ["azeite", 10],
      ["amendoim", 20],
    ]);
    const list = buildMenuShoppingList(plan);
    expect(list.map((g) => g.category)).toEqual([...MENU_SHOPPING_CATEGORIES]);
    expect(list[0]!.items.map((i) => i.foodId)).toEqual(["atum"]);
    expect(list[2]!.items.map((i) => i.foodId)).toEqual(["banana"]);
  });

  it("lists a planned week in pt-BR quantities a shop sells", () => {
    const input = {
      energyKcal: 2200,
      macros: macroBands(2200, false),
      mealsPerDay: 6,
      diets: [],
      dislikes: [],
      likes: [],
      allergens: [],
      seed: 9,
    };
    const list = buildMenuShoppingList(planWeek(input));
    for (const group of list)
      for (const i of group.items)
        expect(i.quantity).toMatch(/^\d+(,\d)? (g|kg|ml|L|unidades?|\S+( \(\d+(,\d)? (g|kg|ml|L)\))?)$/);
    expect(list.flatMap((g) => g.items).length).toBeGreaterThan(15);
  });
});

describe("purchaseOf", () => {
  it("rounds weights up to shop steps and writes them the pt-BR way", () => {
    expect(purchaseOf(food("queijo_minas"), 40).quantity).toBe("50 g");
    expect(purchaseOf(food("queijo_minas"), 260).quantity).toBe("500 g");
    expect(purchaseOf(food("carne_moida"), 1100).quantity).toBe("1,5 kg");
  });

  it("counts eggs in half dozens and produce by the unit", () => {
    expect(purchaseOf(food("ovo"), 350)).toEqual({ quantity: "12 unidades", grams: 600 });
    expect(purchaseOf(food("banana"), 70).quantity).toBe("1 unidade");
    expect(purchaseOf(food("tomate"), 500).quantity).toBe("5 unidades");
  });

  it("buys whole packages, as a recipe's list does, summed over the week", () => {
    expect(purchaseOf(food("leite"), 1500).quantity).toBe("2 caixas (1 L)");
    expect(purchaseOf(food("iogurte"), 500).quantity).toBe("3 potes (170 g)");
    expect(purchaseOf(food("azeite"), 60).quantity).toBe("1 garrafa (500 ml)");
    // 1.2 kg of rice in the week: two 1 kg packs, never "1,5 kg" of a food sold only by the pack.
    expect(purchaseOf(food("arroz"), 1200)).toEqual({ quantity: "2 pacotes (1 kg)", grams: 2000 });
    expect(purchaseOf(food("feijao"), 50).quantity).toBe("1 pacote (1 kg)");
    expect(purchaseOf(food("feijao_preto"), 100).quantity).toBe("1 pacote (1 kg)");
    expect(purchaseOf(food("cafe_em_po"), 50).quantity).toBe("1 pacote (250 g)");
  });
});
