import { catalogue } from "../src/modules/catalogue/index.ts";
import { createNlu } from "../src/conversation/nlu/index.ts";
import { catalogueResolve, evaluate } from "../src/conversation/nlu/evaluation/evaluate.ts";

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/**
 * The chat's offline reader on the held-out set (written apart from the training corpus, never trained
 * on): intent accuracy, food entities, and its cost in time and memory.
 */
export async function nluBench(): Promise<void> {
  const foods = catalogue();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const nlu = await createNlu(foods);
  const ready = performance.now() - started;
  const scores = await evaluate(nlu, catalogueResolve(foods));
  const t0 = performance.now();
  for (let i = 0; i < 200; i += 1)
    await nlu.understand("oi tenho arroz ovo e ervilha aqui kkk pra 5 pessoas", { hasRecipe: true });
  const perMessage = (performance.now() - t0) / 200;
  console.log(`held-out lines: ${scores.lines} (corpus: ${nlu.examples} lines)`);
  console.log(`intent accuracy: ${pct(scores.intentAccuracy)} (target ≥ 97%)`);
  console.log(
    `food precision: ${pct(scores.foodPrecision)}, recall: ${pct(scores.foodRecall)} (target ≥ 97% each)`,
  );
  console.log(`non-food words in ingredient lines: ${scores.nonFoodLines} (target 0)`);
  console.log(`food words read as another food in ingredient lines: ${scores.misreadFoodLines}`);
  console.log(`second request found: ${scores.secondRequest.found} of ${scores.secondRequest.asked}`);
  console.log(`asked "nova ou mudar?": ${scores.asked}`);
  console.log(
    `ready in ${Math.round(ready)} ms (trained or loaded), ${perMessage.toFixed(1)} ms a message, +${Math.round((process.memoryUsage().rss - rssBefore) / 1e6)} MB`,
  );
  const confusions = new Map<string, number>();
  for (const w of scores.wrong)
    confusions.set(`${w.expected}→${w.got}`, (confusions.get(`${w.expected}→${w.got}`) ?? 0) + 1);
  console.log(
    `most confused: ${[...confusions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
  );
}
