import type { AllergenOption } from "../types";

export interface AllergenGroup {
  title: string;
  options: AllergenOption[];
}

// ids of api/data/allergens/allergens_br.csv. Only the grouping lives here: names and the list itself
// come from the api, so a new allergen shows up under "Outros" instead of going missing.
const TREE_NUTS = new Set([
  "amendoa",
  "avela",
  "castanha_de_caju",
  "castanha_do_para",
  "macadamia",
  "nozes",
  "peca",
  "pistache",
  "pinoli",
  "castanhas",
]);
const MAIN = new Set(["gluten", "crustaceos", "ovos", "peixes", "amendoim", "soja", "leite"]);

/** The api's list in its order, split into the groups a cook scans for: foods, nuts, the rest. */
export function groupAllergens(options: readonly AllergenOption[]): AllergenGroup[] {
  const groups: AllergenGroup[] = [
    { title: "Alimentos mais comuns", options: options.filter((o) => MAIN.has(o.id)) },
    { title: "Castanhas e nozes", options: options.filter((o) => TREE_NUTS.has(o.id)) },
    { title: "Outros", options: options.filter((o) => !MAIN.has(o.id) && !TREE_NUTS.has(o.id)) },
  ];
  return groups.filter((g) => g.options.length > 0);
}
