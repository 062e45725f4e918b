import { fold, parseAmount } from "@chefzap/shared";
import { applyDiet, dietWord } from "./diet-rule.ts";
import type { Diet } from "./diet-substitutes.ts";
import type { Draft } from "./recipe-draft.ts";
import { applySwap, readSwaps, withoutSwapWords } from "./swap-rule.ts";
import { applyAdditions } from "./add-rule.ts";
import { applyMethod, OIL_FREE, readMethod, withoutMethodWords } from "./cooking-method.ts";
import { addHeat, healthier, lessSalt, quicker, serve } from "./tweak-rules.ts";
import { lessHeat } from "./less-heat.ts";
import { applyAmounts } from "./amount-rule.ts";
import { NO_OVEN, ovenToStovetop } from "./oven-to-stovetop.ts";
import { requestWords } from "./request-words.ts";
import { applyWithout } from "./without-rule.ts";

interface RequestRule {
  test: RegExp;
  /** Returns what was understood and why it cannot be done, in pt-BR, when it cannot. */
  apply: (draft: Draft, match: RegExpExecArray) => string | void;
}

function diet(kind: Diet) {
  return (draft: Draft) => {
    applyDiet(draft, kind);
    draft.labels.push(dietWord(kind));
  };
}

const COUNT = "\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze";

/** Rules over the folded request ("sem glúten" → "sem gluten"); every one that matches applies. */
const RULES: readonly RequestRule[] = [
  { test: /(?:sem|zero) gluten|celiac|intoleran\w* (?:a|ao) gluten/, apply: diet("gluten") },
  {
    test: /(?:sem|zero) lactose|sem leite\b|sem derivados de leite|intoleran(?!\w* (?:a|ao) gluten)/,
    apply: diet("lactose"),
  },
  { test: /vegan/, apply: diet("vegan") },
  {
    test: /vegetarian|sem carne/,
    apply: (d) => (d.labels.includes("vegana") ? undefined : diet("vegetarian")(d)),
  },
  {
    test: /(?:menos|nada|nao|nao muito|pouco|sem) (?:picante|apimentad|ardid|ardor)|menos pimenta/,
    apply: lessHeat,
  },
  {
    test: /(?<!menos |nada |nao |muito |pouco |sem )(?:picante|apimentad|ardid)|mais pimenta/,
    apply: addHeat,
  },
  { test: /menos sal|pouco sal|hipossodic/, apply: lessSalt },
  { test: /saudavel|light|mais leve|fit\b|menos gordura|menos calori/, apply: healthier },
  { test: /rapid|menos tempo|pratic/, apply: quicker },
  {
    test: new RegExp(
      String.raw`\b(${COUNT})\s*(?:pessoas?|porc(?:ao|oes)|pratos|convidados)|\b(?:para|pra|serve|servir|rende|render)\s+(${COUNT})(?=\s*(?:$|[,.;!?]|\s+e\s))`,
    ),
    apply: (d, m) => serve(d, parseAmount(m[1] ?? m[2]!)),
  },
  { test: /\bso (?:pra|para) mim\b|\bpara mim so\b|\bindividual\b/, apply: (d) => serve(d, 1) },
  { test: /dobr|o dobro|duplic|receita dupla/, apply: (d) => serve(d, d.servings * 2) },
  { test: /tripl/, apply: (d) => serve(d, d.servings * 3) },
  { test: /metade|meia receita/, apply: (d) => serve(d, Math.max(1, Math.round(d.servings / 2))) },
];

export interface RequestOutcome {
  applied: boolean;
  /** What was understood but could not be done, in pt-BR, for the cook. */
  problems: string[];
}

/** Applies every rule the request triggers, swaps first; `applied` is false when none did. */
export function applyRequest(draft: Draft, request: string): RequestOutcome {
  // "sem usar o forno" names the oven to say no to it: it asks for the stove, not for baking.
  const noOven = NO_OVEN.test(fold(request));
  const asked = fold(request).replace(new RegExp(NO_OVEN.source, "g"), ",");
  const method = readMethod(asked);
  // "coloque na airfryer", "em vez de fritar": the method's words are not foods to add or swap.
  const plain = requestWords(asked);
  const unmethodical = method ? withoutMethodWords(plain) : plain;
  // "na airfryer sem óleo" asks how to bake, not for a dish without its oil elsewhere.
  const oilFree = method !== undefined && method !== "pressure" && OIL_FREE.test(unmethodical);
  const folded = oilFree ? unmethodical.replace(new RegExp(OIL_FREE.source, "g"), ",") : unmethodical;
  const problems: string[] = [];
  let applied = false;
  for (const swap of readSwaps(folded)) {
    const problem = applySwap(draft, swap);
    if (problem) problems.push(problem);
    else applied = true;
  }
  const rest = withoutSwapWords(folded);
  if (noOven) {
    const problem = ovenToStovetop(draft);
    if (problem) problems.push(problem);
    else applied = true;
  }
  // Before the tweaks, so "mais saudável" finds the frying already moved to the oven or airfryer.
  if (method) {
    const problem = applyMethod(draft, method, oilFree);
    if (problem) problems.push(problem);
    else applied = true;
  }
  for (const rule of RULES) {
    const match = rule.test.exec(folded);
    if (!match) continue;
    const problem = rule.apply(draft, match);
    if (problem) problems.push(problem);
    else applied = true;
  }
  // After the servings rules, so an added food is written for the final number of people.
  for (const part of [applyAmounts, applyAdditions, applyWithout]) {
    const outcome = part(draft, rest);
    problems.push(...outcome.problems);
    applied ||= outcome.applied;
  }
  return { applied, problems };
}
