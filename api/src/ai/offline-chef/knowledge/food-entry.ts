import { phraseKey, type FoodRow } from "@chefzap/shared";
import { foodNames } from "../../../modules/catalogue/index.ts";
import type { DietFlag, FoodAlias, FoodEntry } from "../types.ts";

/**
 * The chef's diet flags, read from the catalogue's allergen groups and diets, so "contains milk" is
 * decided once, there. Seafood the ANVISA list leaves out (lula, mexilhão) is fish by its tag.
 */
export function chefDiet(row: FoodRow): Set<DietFlag> {
  const has = (group: string) => row.allergens.includes(group as FoodRow["allergens"][number]);
  const flags = new Set<DietFlag>();
  if (has("leite")) flags.add("dairy");
  if (has("ovos")) flags.add("egg");
  if (has("gluten")) flags.add("gluten");
  if (!row.diet.includes("vegetarian")) {
    const fish = has("peixes") || has("crustaceos") || (row.tags ?? []).includes("seafood");
    flags.add(fish ? "fish" : "meat");
  }
  if (!row.diet.includes("vegan")) flags.add("animal");
  return flags;
}

function aliasesOf(row: FoodRow): FoodAlias[] {
  return foodNames(row).map(({ text, display, gender }) => ({ text, display, gender }));
}

/**
 * "suco de limão", "polpa de maracujá": a form of a food the chef counts whole. The recipe counts the
 * fruit ("3 limões", never "2 sucos de 1 limão"), so every name of the form prints as the fruit.
 */
function isFormOf(kind: FoodRow, row: FoodRow): boolean {
  return row.chef!.portion[1] === "un" && phraseKey(kind.name).endsWith(` de ${phraseKey(row.name)}`);
}

function kindAliases(kind: FoodRow, row: FoodRow): FoodAlias[] {
  const aliases = aliasesOf(kind);
  return isFormOf(kind, row)
    ? aliases.map((alias) => ({ ...alias, display: row.name, gender: row.gender }))
    : aliases;
}

/**
 * A catalogue food the chef cooks (one with a `chef` block) as the chef's entry; its kinds (rows whose
 * parent it is: coxa de frango, sobrecoxa…) are more names for it, each printed as the cook wrote it.
 */
export function chefEntry(row: FoodRow, kinds: readonly FoodRow[]): FoodEntry {
  const chef = row.chef!;
  return {
    key: row.id,
    name: row.name,
    plural: row.plural,
    gender: row.gender,
    role: row.role,
    flavour: row.flavour,
    diet: chefDiet(row),
    tags: new Set(row.tags),
    portion: chef.portion,
    prep: chef.prep,
    whole: chef.whole,
    aliases: [...aliasesOf(row), ...kinds.flatMap((kind) => kindAliases(kind, row))],
  };
}
