// Writes src/ai/improve/lexicon/accents.json, the words whose accents the recipe improver puts back
// when an author typed them without ("acucar" → "açúcar", "ate" → "até"):
//   npm run lexicon:accents -w api
// Sources and rules are in src/ai/improve/lexicon/README.md; this takes about two minutes, most of it
// expanding the Hunspell dictionary into its ten million word forms.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fold } from "@chefzap/shared";
import { HunspellReader } from "hunspell-reader";

const require = createRequire(import.meta.url);
const api = path.resolve(import.meta.dirname, "..");
const OUT = path.join(api, "src/ai/improve/lexicon/accents.json");

/** A bare spelling that is itself this common a word is never changed, whatever its accented twin. */
const COMMON_BARE_RANK = 1000;
/** A bare spelling that is a word too gives way only when the accented one is this much more frequent. */
const BARE_RATIO = 20;
/** Two accented spellings of one bare form: the first wins only when this much more frequent. */
const RIVAL_RATIO = 10;

const WORD = /^\p{Ll}{2,}$/u;
const accented = (word: string) => WORD.test(word) && fold(word) !== word;

function frequencyRanks(): Map<string, number> {
  const file = require.resolve("@zxcvbn-ts/language-pt-br/package.json");
  const words = JSON.parse(
    readFileSync(path.join(path.dirname(file), "src/commonWords.json"), "utf8"),
  ) as string[];
  const ranks = new Map<string, number>();
  words.forEach((word, i) => ranks.has(word) || ranks.set(word, i + 1));
  return ranks;
}

/** Accented words of the app's own recipe text (the offline chef and the food catalogue). */
function kitchenWords(): Set<string> {
  const files = [
    path.join(api, "data/catalogue/foods.json"),
    ...readdirSync(path.join(api, "src/ai/offline-chef"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => path.join(api, "src/ai/offline-chef", file)),
  ];
  const words = new Set<string>();
  for (const file of files)
    for (const word of readFileSync(file, "utf8")
      .toLocaleLowerCase("pt-BR")
      .match(/\p{L}+/gu) ?? [])
      if (accented(word)) words.add(word);
  return words;
}

/** Which of the words are in the dictionary, expanding every stem with its affixes. */
async function dictionaryHas(words: ReadonlySet<string>): Promise<Set<string>> {
  const base = path.dirname(require.resolve("dictionary-pt"));
  const reader = await HunspellReader.createFromFiles(
    path.join(base, "index.aff"),
    path.join(base, "index.dic"),
  );
  const found = new Set<string>();
  for (const form of reader.seqAffWords()) {
    if (form.flags.isForbiddenWord || form.flags.isOnlyAllowedInCompound) continue;
    const word = form.word.trim().toLocaleLowerCase("pt-BR");
    if (words.has(word)) found.add(word);
  }
  return found;
}

const ranks = frequencyRanks();
const kitchen = kitchenWords();
const candidates = new Set([...[...ranks.keys()].filter(accented), ...kitchen]);
const valid = await dictionaryHas(new Set([...candidates, ...[...candidates].map(fold)]));
const rank = (word: string) => ranks.get(word) ?? Infinity;

const byBare = new Map<string, string[]>();
for (const word of candidates) {
  if (!valid.has(word)) continue;
  const bare = fold(word);
  byBare.set(bare, [...(byBare.get(bare) ?? []), word]);
}

const restored: string[] = [];
for (const [bare, spellings] of byBare) {
  const [best, rival] = spellings.sort((a, b) => rank(a) - rank(b));
  // Two spellings neither of which the frequency list knows: nothing says which one the author meant.
  if (rival && (rank(best!) === Infinity || rank(rival) < RIVAL_RATIO * rank(best!))) continue;
  if (valid.has(bare)) {
    const bareRank = rank(bare);
    if (bareRank <= COMMON_BARE_RANK || !(bareRank >= BARE_RATIO * rank(best!))) continue;
  }
  restored.push(best!);
}
restored.sort((a, b) => a.localeCompare(b, "pt-BR"));
writeFileSync(OUT, `${JSON.stringify(restored, null, 2)}\n`);
console.log(`${restored.length} words written to ${path.relative(api, OUT)}`);
