import { StemmerPt } from "@nlpjs/lang-pt";
import naiveBayes from "wink-naive-bayes-text-classifier";

export const INTENTS = [
  "greeting",
  "thanks",
  "compliment",
  "laughter",
  "goodbye",
  "help",
  "menu",
  "cancel",
  "confirm",
  "deny",
  "link",
  "generate",
  "dish",
  "modify",
  "nutrition",
  "shopping",
  "myRecipes",
  "weeklyMenu",
  "recipeLink",
  "offTopic",
] as const;

export type IntentName = (typeof INTENTS)[number];

export interface Classified {
  /** Every intent, most likely first, with probabilities that add up to 1. */
  ranked: Array<{ intent: IntentName; score: number }>;
}

const stemmer = new StemmerPt();

/**
 * The features of a message already in the reader's words: NLP.js's Portuguese stems, and each pair
 * of neighbouring stems, so "lista de compras" and "sem cebola" count as phrases, not only words.
 */
export function features(masked: string): string[] {
  const stems = masked
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/.test(word))
    .map((word) => (word.endsWith("qq") ? word : stemmer.stemWord(word)));
  const pairs = stems.slice(1).map((stem, i) => `${stems[i]}_${stem}`);
  return [...stems, ...pairs];
}

// Tuned by cross-validation on the corpus and on the development set, never on the test set.
const CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.05 };

/** What a saved model depends on besides its examples. */
export const CLASSIFIER_SETTINGS = JSON.stringify(CONFIG);

function classifierOf(model: ReturnType<typeof naiveBayes>) {
  return {
    classify(masked: string): Classified {
      const odds = model.computeOdds(masked).filter(([intent]) => intent !== "unknown");
      // wink gives log₂ odds; as probabilities they say how far ahead the best guess is.
      const weights = odds.map(([intent, logOdds]) => ({
        intent: intent as IntentName,
        w: 2 ** Math.min(60, logOdds),
      }));
      const total = weights.reduce((sum, x) => sum + x.w, 0) || 1;
      return { ranked: weights.map(({ intent, w }) => ({ intent, score: w / total })) };
    },
    /** The learnt counts, to load again without learning. */
    toJSON: () => model.exportJSON(),
  };
}

export type Classifier = ReturnType<typeof classifierOf>;

function emptyModel() {
  const model = naiveBayes();
  model.definePrepTasks([features]);
  model.defineConfig(CONFIG);
  return model;
}

/** wink's naive Bayes text classifier over NLP.js's stems, learnt from examples in the reader's words. */
export function trainClassifier(examples: ReadonlyArray<{ text: string; intent: IntentName }>): Classifier {
  const model = emptyModel();
  for (const { text, intent } of examples) model.learn(text, intent);
  model.consolidate();
  return classifierOf(model);
}

export function loadClassifier(json: unknown): Classifier {
  const model = emptyModel();
  model.importJSON(json as string);
  model.consolidate();
  return classifierOf(model);
}
