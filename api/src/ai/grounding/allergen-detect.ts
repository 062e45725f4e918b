import { phraseKey, type AllergyWarning, type Severity } from "@chefzap/shared";
import { allergenTable, keywordHits, mayContainTable, type Allergen } from "./allergens.ts";
import { containsPhrase, indexOfPhrase } from "./normalize.ts";

export type { AllergyWarning, Severity } from "@chefzap/shared";

/** A line that says it is free of the substance ("leite zero lactose") clears it for that line only. */
const FREE_OF: Record<string, string[]> = {
  lactose: ["zero lactose", "sem lactose", "lactose free", "deslactosado"],
  gluten: ["sem gluten", "gluten free"],
};

const MAY_CONTAIN = ["pode conter", "traco de", "tracos de"].map(phraseKey);

const RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/**
 * Allergens of a recipe, one warning per allergen. Severity: high when the cook declared it (present or
 * possible — safety first), medium when present, low when only possible: the line says "pode conter", or
 * the food commonly carries it (allergens/may_contain.csv: embutidos, salgadinhos, "castanha").
 */
export function detectAllergens(
  lines: readonly string[],
  declared: readonly string[] = [],
): AllergyWarning[] {
  const found = new Map<string, { allergen: Allergen; certain: boolean; lines: string[] }>();
  const byId = new Map(allergenTable().map((a) => [a.id, a]));
  const add = (allergen: Allergen, certain: boolean, line: string) => {
    const entry = found.get(allergen.id) ?? { allergen, certain: false, lines: [] };
    entry.certain ||= certain;
    if (!entry.lines.includes(line)) entry.lines.push(line);
    found.set(allergen.id, entry);
  };
  for (const line of lines) {
    if (typeof line !== "string" || !line.trim()) continue;
    const text = phraseKey(line);
    const mayFrom = Math.min(
      ...MAY_CONTAIN.map((p) => indexOfPhrase(text, p)).filter((i) => i >= 0),
      Infinity,
    );
    const hits = keywordHits(line).filter(
      (h) => !(FREE_OF[h.allergen.id] ?? []).some((p) => containsPhrase(text, p)),
    );
    for (const hit of hits) add(hit.allergen, hit.at < mayFrom, line);
    const hitIds = new Set(hits.map((h) => h.allergen.id));
    for (const maybe of mayContainTable()) {
      if (!containsPhrase(text, maybe.phrase)) continue;
      if (maybe.unless.some((id) => hitIds.has(id))) continue;
      if (maybe.notWhen.some((phrase) => containsPhrase(text, phrase))) continue;
      for (const id of maybe.ids) add(byId.get(id)!, false, line);
    }
  }
  return [...found.values()]
    .map(({ allergen, certain, lines: where }) =>
      warning(allergen, certain, declared.includes(allergen.id), where),
    )
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

function warning(allergen: Allergen, certain: boolean, declared: boolean, lines: string[]): AllergyWarning {
  const severity: Severity = declared ? "high" : certain ? "medium" : "low";
  const what =
    allergen.id === "lactose" ? "lactose (intolerância, não alergia)" : allergen.label.toLowerCase();
  const description = declared
    ? `Você informou restrição a ${allergen.label.toLowerCase()}: ${certain ? "esta receita contém" : "esta receita pode conter"} esse ingrediente.`
    : certain
      ? `Contém ${what}.`
      : `Pode conter ${what}; confira o rótulo dos ingredientes.`;
  return { allergen: allergen.label, allergenId: allergen.id, severity, description, ingredients: lines };
}
