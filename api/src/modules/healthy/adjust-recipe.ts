import { DomainError, type GeneratedRecipe } from "@chefzap/shared";
import { modifyOffline } from "../../ai/offline-chef/index.ts";
import { solveServings } from "./portions.ts";
import type { Rule } from "./rule.ts";
import { portionBounds, verify, type Verification } from "./verify-recipe.ts";

const MAX_ROUNDS = 4;

export interface Fitted {
  recipe: GeneratedRecipe;
  verification: Verification;
  adjustments: string[];
}

/** One modify request through the offline chef's rules; undefined when they cannot apply it. */
function modified(recipe: GeneratedRecipe, request: string): GeneratedRecipe | undefined {
  try {
    return modifyOffline({ recipe, request });
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/** "Vegana: a receita leva ovo." → "a receita leva ovo."; numbers keep their case. */
function before(problem: string): string {
  const text = problem.replace(/^[A-ZÀ-Ú][^:\d]*:\s*/, "").replace(/\bleva\b/, "levava");
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "Arroz frito (vegana)" → "arroz frito", to sit inside a sentence. */
function dishName(title: string): string {
  const base = title.replace(/\s*\([^()]*\)\s*$/, "");
  return base.charAt(0).toLowerCase() + base.slice(1);
}

const portionNote = (from: number, to: number) =>
  to > from
    ? `Porções menores: a receita passou a render ${to} porções (eram ${from}).`
    : `Porções maiores: a receita passou a render ${to} ${to === 1 ? "porção" : "porções"} (eram ${from}).`;

/**
 * Verifies a recipe and, while it fails, adjusts it: the failing rules' requests through the offline
 * chef's modify rules (each tried once), then the portion size. Returns the last verification, passed
 * or not, with what was changed in pt-BR.
 */
export function fitRecipe(start: GeneratedRecipe, rules: readonly Rule[]): Fitted {
  const bounds = portionBounds(rules);
  const base = start.servings;
  const tried = new Set<string>();
  const adjustments: string[] = [];
  let recipe = start;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const verification = verify(recipe, rules);
    if (verification.passed) return { recipe, verification, adjustments };
    let changed = false;
    for (const verdict of verification.verdicts) {
      if (verdict.ok) continue;
      const request = verdict.fixes.find((fix) => !tried.has(fix));
      if (!request) continue;
      tried.add(request);
      const next = modified(recipe, request);
      if (!next) continue;
      // The chef's description still tells the dish before the change ("com ovo" in a vegan version).
      recipe = {
        ...next,
        description: `Versão ajustada de ${dishName(start.title)}, conferida pela Tabela TACO.`,
      };
      adjustments.push(`Ajuste "${request}": antes, ${before(verdict.problem)}`);
      changed = true;
    }
    const facts = changed ? verify(recipe, rules).subject.facts : verification.subject.facts;
    const servings = solveServings(facts, bounds, recipe.servings, base);
    if (servings !== recipe.servings) {
      adjustments.push(portionNote(recipe.servings, servings));
      recipe = { ...recipe, servings };
      changed = true;
    }
    if (!changed) return { recipe, verification, adjustments };
  }
  return { recipe, verification: verify(recipe, rules), adjustments };
}
