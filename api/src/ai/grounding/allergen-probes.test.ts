import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../modules/catalogue/index.ts";
import { detectAllergens } from "./allergen-detect.ts";
import { allergenIds } from "./allergens.ts";

interface Probe {
  line: string;
  /** Groups the line certainly carries: "Contém …". */
  contains: string[];
  /** Groups it commonly carries, said as "Pode conter …". */
  mayContain: string[];
}

/**
 * Ingredient lines a Brazilian cook writes, with the groups ANVISA RDC 26/2015 (and the lactose law)
 * would have the prepared food declare: regional and composite foods (pão de queijo, cuscuz, cevadinha,
 * amendoim japonês), embutidos and salgadinhos that commonly "podem conter", plant milks that are not
 * milk, and look-alikes that carry nothing.
 */
const PROBES: Probe[] = readFileSync(
  path.join(import.meta.dirname, "evaluation/allergen-probes.jsonl"),
  "utf8",
)
  .split("\n")
  .filter(Boolean)
  .map((row) => JSON.parse(row) as Probe);

const read = (line: string) => {
  const warnings = detectAllergens([line]);
  const ids = (severity: string) =>
    warnings
      .filter((w) => w.severity === severity)
      .map((w) => w.allergenId)
      .sort();
  return { contains: ids("medium"), mayContain: ids("low") };
};

const PLANT_MILK =
  /\b(leite|bebida|creme de leite|leite condensado) (vegetal|de (coco|soja|am[eê]ndoas?|aveia|arroz|castanha|macad[aâ]mia))/i;

describe("allergen probes", () => {
  it("are at least 150, with negatives, and name only groups of the table", () => {
    expect(PROBES.length).toBeGreaterThanOrEqual(150);
    expect(PROBES.filter((p) => p.contains.length + p.mayContain.length === 0).length).toBeGreaterThan(30);
    const known = new Set(allergenIds());
    for (const probe of PROBES)
      for (const id of [...probe.contains, ...probe.mayContain]) expect(known).toContain(id);
  });

  it("find every group a probe carries (recall 100%) and nothing else", () => {
    let expected = 0;
    let found = 0;
    const wrong: string[] = [];
    for (const probe of PROBES) {
      const got = read(probe.line);
      const detected = new Set([...got.contains, ...got.mayContain]);
      for (const id of [...probe.contains, ...probe.mayContain]) {
        expected++;
        if (detected.has(id)) found++;
      }
      const want = { contains: [...probe.contains].sort(), mayContain: [...probe.mayContain].sort() };
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${probe.line}: ${JSON.stringify(got)}`);
    }
    expect(found / expected).toBe(1);
    expect(wrong).toEqual([]);
  });

  it("never says 'Contém leite' or lactose for a plant milk", () => {
    const plantMilks = PROBES.filter((p) => PLANT_MILK.test(p.line));
    expect(plantMilks.length).toBeGreaterThanOrEqual(15);
    for (const { line } of plantMilks) {
      const ids = detectAllergens([line]).map((w) => w.allergenId);
      expect(ids, line).not.toContain("leite");
      expect(ids, line).not.toContain("lactose");
    }
  });
});

/**
 * The catalogue's groups filter menus and diets; the detector warns on recipe lines. For every food's
 * own name they must agree: what the detector is sure of the catalogue lists, and the catalogue lists
 * nothing the detector would not at least call possible.
 */
describe("the catalogue's allergen groups and the detector", () => {
  it.each(
    catalogue()
      .list()
      .map((food) => [food.id, food] as const),
  )("agree on %s", (_id, food) => {
    const { contains, mayContain } = read(food.name);
    for (const id of contains) expect(food.allergens, `${food.name} contém ${id}`).toContain(id);
    for (const id of food.allergens)
      expect([...contains, ...mayContain], `${food.name}: ${id}`).toContain(id);
  });
});
