import { lintRecipe } from "../src/ai/linter/index.ts";
import { generateOffline } from "../src/ai/offline-chef/index.ts";
import { ingredientSets } from "../src/ai/offline-chef/testing/ingredient-sets.ts";

const LEVELS = ["iniciante", "intermediario", "avancado"] as const;
const SETS = 5000;

/** The offline chef read by the linter over seeded ingredient sets: the target is 0 findings. */
export async function linterBench(): Promise<void> {
  const counts = new Map<string, number>();
  let flagged = 0;
  let lintMs = 0;
  for (const [n, ingredients] of ingredientSets(SETS, 20261123).entries()) {
    const recipe = generateOffline({ ingredients, skillLevel: LEVELS[n % 3]!, version: n % 3 });
    const started = performance.now();
    const findings = lintRecipe(recipe);
    lintMs += performance.now() - started;
    if (findings.length) flagged += 1;
    for (const f of findings) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
  }
  console.log(`offline recipes with lint findings: ${flagged} of ${SETS} (target 0)`);
  console.log(`lint time per recipe: ${(lintMs / SETS).toFixed(2)} ms`);
  for (const [code, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${code}: ${n}`);
}
