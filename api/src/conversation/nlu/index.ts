import corpus from "./corpus/train.json" with { type: "json" };
import {
  CLASSIFIER_SETTINGS,
  INTENTS,
  loadClassifier,
  trainClassifier,
  type IntentName,
} from "./classifier.ts";
import { andPieces, clausesOf } from "./clauses.ts";
import { createEntityExtractor, VOCABULARIES } from "./entities.ts";
import type { FoodLookup } from "./foods.ts";
import { modelCache } from "./model-cache.ts";
import { readMessage } from "./reading.ts";
import { decide, type DialogueContext, type Understanding } from "./understand.ts";
import { unknownFoods } from "./unknown-foods.ts";

export type { DialogueContext, Understanding } from "./understand.ts";
export type { FoodLookup } from "./foods.ts";
export type { IntentName } from "./classifier.ts";

/** Changed whenever the way messages are read (masks, vocabularies) changes: old models are retrained. */
const READER_VERSION = "11";

/** The labelled corpus the classifier learns from (kept apart from the evaluation set). */
export function trainingExamples(): Array<{ text: string; intent: IntentName }> {
  const labelled = corpus as Record<string, string[]>;
  return INTENTS.flatMap((intent) => (labelled[intent] ?? []).map((text) => ({ text, intent })));
}

/**
 * The chat's language understanding without a model: NLP.js's classifier and entity extractor, the
 * catalogue for foods, and the dialogue for what a short message refers to. Trains at creation.
 */
export async function createNlu(lookup: FoodLookup, examples = trainingExamples()) {
  const started = performance.now();
  const spot = await createEntityExtractor();
  const read = async (text: string) => readMessage(text, await spot(text), lookup);
  // The reading of the examples depends on the catalogue's foods and on this code's vocabularies.
  const cache = modelCache(
    READER_VERSION,
    CLASSIFIER_SETTINGS,
    VOCABULARIES,
    lookup.version,
    JSON.stringify(examples),
  );
  const train = async () => {
    const masked = await Promise.all(
      examples.map(async (e) => ({ ...e, text: (await read(e.text)).masked })),
    );
    const classifier = trainClassifier(masked);
    const vocabulary = [...new Set(masked.flatMap((e) => e.text.split(" ")))];
    cache.write({ model: classifier.toJSON(), vocabulary });
    return { classifier, vocabulary };
  };
  const saved = cache.read();
  const { classifier, vocabulary: words } = saved
    ? { classifier: loadClassifier(saved.model), vocabulary: saved.vocabulary }
    : await train();
  const { classify } = classifier;
  const vocabulary = new Set(words);
  const trainingMs = performance.now() - started;

  async function understand(text: string, context: DialogueContext): Promise<Understanding> {
    if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text))
      return { intent: "menu", also: [], confidence: 1, foods: [], unknown: [] };
    const reading = await read(text);
    const whole = classify(reading.masked);
    const sentences = clausesOf(text);
    // A bare "e" joins foods far more often than requests: cut there only when no food is named.
    const pieces = sentences.length > 1 || reading.foods.length > 0 ? sentences : andPieces(text);
    const readPiece = async (piece: string) => classify((await read(piece)).masked);
    const clauses = pieces.length > 1 ? await Promise.all(pieces.map(readPiece)) : [];
    const understood = decide(reading, whole, clauses, context);
    if (understood.intent === "generate") understood.unknown = unknownFoods(reading, vocabulary);
    return understood;
  }

  return { understand, trainingMs, examples: examples.length };
}

export type Nlu = Awaited<ReturnType<typeof createNlu>>;

const trained = new WeakMap<FoodLookup, Promise<Nlu>>();

/** One reader per catalogue and process: training takes a second or two, and every turn shares it. */
export function sharedNlu(lookup: FoodLookup): Promise<Nlu> {
  let nlu = trained.get(lookup);
  if (!nlu) {
    nlu = createNlu(lookup);
    trained.set(lookup, nlu);
  }
  return nlu;
}
