import { fold } from "@chefzap/shared";
import { FOODS } from "../offline-chef/knowledge/catalogue.ts";

/**
 * Food names as the catalogue spells them, keyed by the same words without accents ("acucar" →
 * "açúcar"): phones and hurried authors drop accents, and a recipe shown to others reads better with
 * them. Only names that carry an accent, of three letters or more, so no plain word is touched.
 */
function accentedNames(): Map<string, string> {
  const names = new Map<string, string>();
  // "pera" is spelled so today even though an alias keeps "pêra"; "cara" is a word before it is a tuber.
  const ambiguous = new Set<string>(["cara"]);
  for (const food of FOODS) {
    for (const name of [food.name, food.plural, ...food.aliases.map((alias) => alias.display)]) {
      const bare = fold(name);
      const spelled = name.toLocaleLowerCase("pt-BR");
      if (bare === spelled) ambiguous.add(bare);
      if (bare.length < 3 || bare === spelled || !/^[a-z -]+$/.test(bare)) continue;
      if (names.has(bare) && names.get(bare) !== spelled) ambiguous.add(bare);
      names.set(bare, spelled);
    }
  }
  // Two spellings for the same bare words: better left as the author wrote them.
  for (const bare of ambiguous) names.delete(bare);
  return names;
}

let cached: { names: Map<string, string>; pattern: RegExp } | undefined;
function lookup() {
  if (!cached) {
    const names = accentedNames();
    // Longest first, so "pao frances" wins over "pao".
    const words = [...names.keys()].sort((a, b) => b.length - a.length);
    cached = { names, pattern: new RegExp(`(?<![\\p{L}\\d])(?:${words.join("|")})(?![\\p{L}\\d])`, "giu") };
  }
  return cached;
}

/** Puts back the accents of the food names written without them; `changed` says whether any was. */
export function accentFoodNames(text: string): { text: string; changed: boolean } {
  const { names, pattern } = lookup();
  let changed = false;
  const out = text.replace(pattern, (bare) => {
    const accented = names.get(bare.toLowerCase());
    if (!accented) return bare;
    changed = true;
    return bare[0] === bare[0]!.toUpperCase() ? accented[0]!.toUpperCase() + accented.slice(1) : accented;
  });
  return { text: out, changed };
}
