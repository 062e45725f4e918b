import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_DIR, readCsv } from "../../../ai/grounding/csv.ts";
import { catalogue } from "../../catalogue/index.ts";
import { buildPriceTable, PriceTableError, priceTable } from "./food-prices.ts";
import { MEAL_TEMPLATES } from "./templates/index.ts";

const cited = (food_id: string, price_brl: string, per_grams = "1000") => ({
  food_id,
  price_brl,
  per_grams,
  city: "São Paulo",
  month: "2025-09",
  source: "procon-sp-2025-09",
  estimated: "false",
  rule: "",
});
const derived = (food_id: string, rule: string) => ({ food_id, estimated: "true", rule });

describe("the shipped price table", () => {
  const rows = readCsv("prices/food_prices.csv");
  const readme = readFileSync(path.join(DATA_DIR, "prices/README.md"), "utf8");

  it("prices every food a meal template serves, and names only catalogue foods", () => {
    const served = new Set(MEAL_TEMPLATES.flatMap((t) => t.foods.map((f) => f.food)));
    expect([...served].filter((id) => !priceTable().has(id))).toEqual([]);
    expect(rows.map((r) => r.food_id).filter((id) => !catalogue().byId(id!))).toEqual([]);
    expect(new Set(rows.map((r) => r.food_id)).size).toBe(rows.length);
  });

  it("cites a source, month and city for every price it does not mark as estimated", () => {
    for (const row of rows.filter((r) => r.estimated === "false")) {
      expect(row.rule, row.food_id).toBe("");
      expect(row.month, row.food_id).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(row.city, row.food_id).not.toBe("");
      expect(readme, `source ${row.source} of ${row.food_id}`).toContain(`\`${row.source}\``);
    }
    for (const row of rows.filter((r) => r.estimated === "true"))
      expect(row.note, `${row.food_id} says how it was estimated`).not.toBe("");
  });

  it("marks every derived price as estimated", () => {
    for (const row of rows) expect(priceTable().get(row.food_id!)!.estimated).toBe(row.estimated !== "false");
  });
});

describe("buildPriceTable", () => {
  it("turns a package price into a price per kilogram", () => {
    const table = buildPriceTable([cited("arroz", "17.03", "5000"), cited("ovo", "14.39", "600")]);
    expect(table.get("arroz")).toEqual({ brlPerKg: expect.closeTo(3.406, 3), estimated: false });
    expect(table.get("ovo")!.brlPerKg).toBeCloseTo(23.98, 2);
  });

  it("derives estimates from the rows they name: same, ratio, median and the median of every cited price", () => {
    const table = buildPriceTable([
      cited("cebola", "3"),
      cited("batata", "4"),
      cited("tomate", "8"),
      derived("cenoura", "median(cebola;batata;tomate)"),
      derived("frango", "ratio(batata;1.5)"),
      derived("acem", "same(frango)"),
      derived("mel", "median(*)"),
    ]);
    expect(table.get("cenoura")).toEqual({ brlPerKg: 4, estimated: true });
    expect(table.get("frango")).toEqual({ brlPerKg: 6, estimated: true });
    expect(table.get("acem")).toEqual({ brlPerKg: 6, estimated: true });
    expect(table.get("mel")).toEqual({ brlPerKg: 4, estimated: true });
  });

  it("refuses a cited price without its source, a rule that loops and a rule it cannot read", () => {
    expect(() => buildPriceTable([{ ...cited("cebola", "3"), source: "" }])).toThrow(PriceTableError);
    expect(() => buildPriceTable([derived("a", "same(b)"), derived("b", "same(a)")])).toThrow(/itself/);
    expect(() => buildPriceTable([derived("a", "same(c)")])).toThrow(/no price row for "c"/);
    expect(() => buildPriceTable([derived("a", "mean(b)")])).toThrow(PriceTableError);
  });
});
