import { guessGender, pluralize } from "@chefzap/shared";
import type { DietFlag, Flavour, FoodAlias, FoodEntry, FoodRole, Gender, Portion } from "../types.ts";

export interface SeedOptions {
  g?: Gender;
  pl?: string;
  /** Space-separated culinary tags ("poultry", "leafy", "cheese"…). */
  tags?: string;
  prep?: string;
  /**
   * "|"-separated synonyms. "=nescau" matches but prints the canonical name (brands); "aipim:m" sets
   * the gender the steps use when the cook typed that word.
   */
  aka?: string;
  whole?: boolean;
}

/** [name, role, flavour (s savory, d sweet, b both), diet flags, portion per serving, options]. */
export type FoodSeed = readonly [string, FoodRole, "s" | "d" | "b", string, Portion, SeedOptions?];

const FLAVOURS = { s: "savory", d: "sweet", b: "both" } as const satisfies Record<string, Flavour>;
const ANIMAL: readonly DietFlag[] = ["meat", "fish", "dairy", "egg"];

function parseAlias(spec: string, entry: { name: string; gender: Gender }): FoodAlias {
  const matchOnly = spec.startsWith("=");
  const [text = "", gender] = (matchOnly ? spec.slice(1) : spec).split(":");
  if (matchOnly) return { text, display: entry.name, gender: entry.gender };
  return { text, display: text, gender: gender === "f" || gender === "m" ? gender : guessGender(text) };
}

/** Expands a compact catalogue row into a FoodEntry. */
export function buildFood([name, role, flavour, diet, portion, options = {}]: FoodSeed): FoodEntry {
  const gender = options.g ?? guessGender(name);
  const flags = new Set(diet.split(" ").filter(Boolean) as DietFlag[]);
  if (ANIMAL.some((flag) => flags.has(flag))) flags.add("animal");
  const self: FoodAlias = { text: name, display: name, gender };
  const aliases = (options.aka ?? "")
    .split("|")
    .filter(Boolean)
    .map((spec) => parseAlias(spec, { name, gender }));
  return {
    key: name,
    name,
    plural: options.pl ?? pluralize(name),
    gender,
    role,
    flavour: FLAVOURS[flavour],
    diet: flags,
    tags: new Set((options.tags ?? "").split(" ").filter(Boolean)),
    portion,
    prep: options.prep,
    whole: options.whole,
    aliases: [self, ...aliases],
  };
}
