import { fold, parseAmount } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { food } from "../knowledge/catalogue.ts";
import { applyDiet, dietWord } from "./diet-rule.ts";
import type { Diet } from "./diet-substitutes.ts";
import { replaceMentions, replacementFor } from "./mention-lexer.ts";
import { isSweet, type Draft } from "./recipe-draft.ts";
import { removeFood } from "./remove-food.ts";
import { applySwap, readSwaps } from "./swap-rule.ts";
import { applyAdditions } from "./add-rule.ts";
import { addHeat, healthier, lessSalt, quicker, serve } from "./tweak-rules.ts";

interface RequestRule {
  test: RegExp;
  apply: (draft: Draft, match: RegExpExecArray) => void;
}

function diet(kind: Diet) {
  return (draft: Draft) => {
    applyDiet(draft, kind);
    draft.labels.push(dietWord(kind));
  };
}

/** Rules over the folded request ("sem glúten" → "sem gluten"); every one that matches applies. */
const RULES: readonly RequestRule[] = [
  { test: /sem gluten|celiac/, apply: diet("gluten") },
  { test: /sem lactose|sem leite\b|intoleran/, apply: diet("lactose") },
  { test: /vegan/, apply: diet("vegan") },
  {
    test: /vegetarian|sem carne/,
    apply: (d) => (d.labels.includes("vegana") ? undefined : diet("vegetarian")(d)),
  },
  { test: /picante|apimentad|mais pimenta|ardid/, apply: addHeat },
  { test: /menos sal|pouco sal|hipossodic/, apply: lessSalt },
  { test: /saudavel|light|mais leve|fit\b|menos gordura|menos calori/, apply: healthier },
  { test: /rapid|menos tempo|pratic/, apply: quicker },
  {
    test: /(\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)\s*(?:pessoas?|porc(?:ao|oes))/,
    apply: (d, m) => serve(d, parseAmount(m[1]!)),
  },
  { test: /dobr|o dobro|duplic/, apply: (d) => serve(d, d.servings * 2) },
  { test: /tripl/, apply: (d) => serve(d, d.servings * 3) },
  { test: /metade/, apply: (d) => serve(d, Math.max(1, Math.round(d.servings / 2))) },
];

/** "sem X" words other rules already answer. */
const HANDLED_WITHOUT = new Set(["gluten", "lactose", "leite", "carne", "sal"]);
const WITHOUT = /\bsem\s+([a-z0-9 -]+?)(?=,|\.|\se\s|\scom\s|$)/g;

/** Stand-ins for "sem X" when X holds the dish together (eggs in a cake, sugar in a dessert). */
function withoutStandIn(key: string, sweet: boolean): string | undefined {
  if (key === "ovo") return sweet ? "linhaca" : "tofu";
  if (key === "acucar") return "adocante_culinario";
  return undefined;
}

function applyWithout(draft: Draft, request: string): boolean {
  let applied = false;
  for (const match of fold(request).matchAll(WITHOUT)) {
    const words = match[1]!.trim();
    if (!words || HANDLED_WITHOUT.has(words)) continue;
    const { key, food: entry } = matchIngredient(words);
    if (!entry) continue;
    const standIn = withoutStandIn(key, isSweet(draft));
    if (standIn) {
      const swap = (k: string) => (k === key ? replacementFor(food(standIn)) : undefined);
      draft.ingredients = draft.ingredients.map((line) => replaceMentions(line, swap));
      draft.instructions = draft.instructions.map((step) => replaceMentions(step, swap));
    } else removeFood(draft, key, `removido a pedido (sem ${entry.name})`);
    draft.labels.push(`sem ${entry.name}`);
    applied = true;
  }
  return applied;
}

export interface RequestOutcome {
  applied: boolean;
  /** What was understood but could not be done, in pt-BR, for the cook. */
  problems: string[];
}

/** Applies every rule the request triggers, swaps first; `applied` is false when none did. */
export function applyRequest(draft: Draft, request: string): RequestOutcome {
  const folded = fold(request);
  const problems: string[] = [];
  let applied = false;
  for (const swap of readSwaps(request)) {
    const problem = applySwap(draft, swap);
    if (problem) problems.push(problem);
    else applied = true;
  }
  for (const rule of RULES) {
    const match = rule.test.exec(folded);
    if (!match) continue;
    rule.apply(draft, match);
    applied = true;
  }
  // After the servings rules, so an added food is written for the final number of people.
  const added = applyAdditions(draft, request);
  problems.push(...added.problems);
  applied ||= added.applied;
  return { applied: applyWithout(draft, request) || applied, problems };
}
