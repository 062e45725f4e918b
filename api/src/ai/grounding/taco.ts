import { numberOrNull, readCsv } from "./csv.ts";

/** Per 100 g of edible portion. null = not analysed by TACO (never silently 0). */
export interface Nutrients {
  energyKcal: number | null;
  proteinG: number | null;
  lipidsG: number | null;
  carbohydrateG: number | null;
  fiberG: number | null;
  calciumMg: number | null;
  ironMg: number | null;
  sodiumMg: number | null;
  vitaminCMg: number | null;
  saturatedG: number | null;
}

export interface TacoFood {
  id: number;
  name: string;
  category: string;
  per100g: Nutrients;
  /** Set when TACO has no value and api/data/README.md documents where ours come from. */
  estimate?: { note: string; confidence: number };
}

export const TACO_CITATION =
  "Valores nutricionais: NEPA – UNICAMP. Tabela brasileira de composição de alimentos (TACO). " +
  "4. ed. rev. e ampl. Campinas: NEPA-UNICAMP, 2011.";

/** Powder-to-fluid ratios (g of powder per 100 mL), documented in api/data/README.md. */
const WHOLE_MILK_POWDER_PER_100ML = 13;
const SKIM_MILK_POWDER_PER_100ML = 10;

const MACROS = ["energyKcal", "proteinG", "lipidsG", "carbohydrateG", "saturatedG"] as const;

let foods: Map<number, TacoFood> | undefined;

/** Every TACO food by id, read from api/data once per process. */
export function tacoFoods(): Map<number, TacoFood> {
  foods ??= loadTaco();
  return foods;
}

export function tacoFood(id: number): TacoFood {
  const food = tacoFoods().get(id);
  if (!food) throw new Error(`TACO food ${id} does not exist`);
  return food;
}

function loadTaco(): Map<number, TacoFood> {
  const saturated = new Map(
    readCsv("taco/taco_extra.csv").map((r) => [Number(r.id), numberOrNull(r.saturated_g)]),
  );
  const map = new Map<number, TacoFood>();
  for (const r of readCsv("taco/taco.csv")) {
    const id = Number(r.id);
    map.set(id, {
      id,
      name: r.name!,
      category: r.category!,
      per100g: {
        energyKcal: numberOrNull(r.energy_kcal),
        proteinG: numberOrNull(r.protein_g),
        lipidsG: numberOrNull(r.lipids_g),
        carbohydrateG: numberOrNull(r.carbohydrate_g),
        fiberG: numberOrNull(r.fiber_g),
        calciumMg: numberOrNull(r.calcium_mg),
        ironMg: numberOrNull(r.iron_mg),
        sodiumMg: numberOrNull(r.sodium_mg),
        vitaminCMg: numberOrNull(r.vitamin_c_mg),
        saturatedG: saturated.get(id) ?? null,
      },
    });
  }
  fillGaps(map);
  return map;
}

/**
 * TACO marks the energy and macronutrients of fluid milk "under reanalysis" (*), yet milk is in half the
 * recipes. Both are rebuilt from the powder TACO did analyse, reconstituted as the labels say; the
 * measured minerals of the fluid milk itself are kept. Green coconut flesh has no Brazilian source at all, so
 * the mature coconut stands in as an upper bound. Salt has no energy (NA), which is 0 in practice.
 */
function fillGaps(map: Map<number, TacoFood>): void {
  reconstitute(map, 458, 459, WHOLE_MILK_POWDER_PER_100ML, "leite integral em pó (TACO 459)");
  reconstitute(map, 457, 456, SKIM_MILK_POWDER_PER_100ML, "leite desnatado em pó (TACO 456)");
  const greenCoconut = map.get(591)!;
  greenCoconut.per100g = { ...map.get(590)!.per100g };
  greenCoconut.estimate = {
    note: "Estimativa: nem a TACO nem a TBCA trazem a polpa do coco verde; usados os valores do coco maduro (TACO 590), que superestimam a gordura e as calorias.",
    confidence: 0.3,
  };
  for (const id of [516, 517]) {
    const salt = map.get(id)!;
    for (const key of MACROS) salt.per100g[key] ??= 0;
  }
}

function reconstitute(
  map: Map<number, TacoFood>,
  fluidId: number,
  powderId: number,
  g: number,
  label: string,
) {
  const fluid = map.get(fluidId)!;
  const powder = map.get(powderId)!;
  for (const key of MACROS) {
    const value = powder.per100g[key];
    if (fluid.per100g[key] === null && value !== null) fluid.per100g[key] = round1((value * g) / 100);
  }
  fluid.estimate = {
    note: `Estimativa: a TACO não traz energia e macronutrientes deste leite; calculados a partir de ${label} reconstituído (${g} g por 100 mL).`,
    confidence: 0.7,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
