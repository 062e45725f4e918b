// `npm run bench`: prints the performance figures the issues name. Speed targets are checked here,
// never in timed tests. `npm run bench -- community` runs only the benches whose names hold a word given.
import { accountsBench } from "./accounts.bench.ts";
import { adminBench } from "./admin.bench.ts";
import { communityBench } from "./community.bench.ts";
import { conversationBench } from "./conversation.bench.ts";
import { generationBench } from "./generation.bench.ts";
import { idleMemoryBench } from "./idle-memory.bench.ts";
import { linterBench } from "./linter.bench.ts";
import { menusBench } from "./menus.bench.ts";
import { nluBench } from "./nlu.bench.ts";
import { nutritionBench } from "./nutrition.bench.ts";
import { whatsappPathBench } from "./whatsapp-path.bench.ts";

const benches: Array<[string, () => Promise<void>]> = [
  ["accounts", accountsBench],
  ["generation", generationBench],
  ["nutrition", nutritionBench],
  ["weekly menu planning", menusBench],
  ["recipe linter over the offline chef", linterBench],
  ["chat language understanding: held-out set", nluBench],
  ["conversation engine: 200 WhatsApp conversations at once", conversationBench],
  ["community search: 100,000 published recipes, ~500,000 ratings", communityBench],
  ["admin pages: 100,000 users and 1,000,000 recipes", adminBench],
  ["idle memory (built api, after sign-up, login, an offline recipe and its nutrition)", idleMemoryBench],
  ["whatsapp path: signed webhooks → bot → api → outbox → Graph stand-in", whatsappPathBench],
];

const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = benches.filter(([name]) => only.length === 0 || only.some((word) => name.includes(word)));
if (chosen.length === 0) throw new Error(`No bench is named like ${only.join(", ")}.`);

for (const [name, bench] of chosen) {
  console.log(`\n# ${name}`);
  await bench();
}
