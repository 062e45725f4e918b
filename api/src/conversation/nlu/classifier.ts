import { containerBootstrap } from "@nlpjs/core";
import { LangPt } from "@nlpjs/lang-pt";
import { Nlp } from "@nlpjs/nlp";

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
  intent: IntentName | "None";
  score: number;
  /** Every intent the classifier weighed, best first. */
  ranked: Array<{ intent: IntentName | "None"; score: number }>;
}

interface NlpInstance {
  settings: Record<string, unknown>;
  nluManager: { settings: Record<string, unknown> };
  addLanguage(locale: string): void;
  addDocument(locale: string, utterance: string, intent: string): void;
  train(): Promise<void>;
  toJSON(): unknown;
  fromJSON(json: unknown): void;
  process(
    locale: string,
    utterance: string,
    context: undefined,
    settings: Record<string, unknown>,
  ): Promise<{
    intent: string;
    score: number;
    classifications: Array<{ intent: string; score: number }>;
  }>;
}

// A word one letter off a word of the corpus ("obrigao", "calorais") is read as that word.
const PROCESS = { spellCheck: true, spellCheckDistance: 1 };

async function createNlp(): Promise<NlpInstance> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangPt);
  const nlp = container.get("nlp") as NlpInstance;
  Object.assign(nlp.settings, { autoSave: false, autoLoad: false, threshold: 0, calculateSentiment: false });
  // Every message is about something the chat knows; "None" would only hide the best guess.
  nlp.nluManager.settings.useNoneFeature = false;
  nlp.addLanguage("pt");
  return nlp;
}

function classifierOf(nlp: NlpInstance) {
  return {
    async classify(text: string): Promise<Classified> {
      const result = await nlp.process("pt", text, undefined, PROCESS);
      const ranked = result.classifications.map((c) => ({
        intent: c.intent as Classified["intent"],
        score: c.score,
      }));
      return { intent: result.intent as Classified["intent"], score: result.score, ranked };
    },
    /** The trained model, to load again without training. */
    toJSON: () => nlp.toJSON(),
  };
}

export type Classifier = ReturnType<typeof classifierOf>;

/** NLP.js's neural intent classifier, trained on examples already in the reader's words. */
export async function trainClassifier(examples: ReadonlyArray<{ text: string; intent: IntentName }>) {
  const nlp = await createNlp();
  for (const { text, intent } of examples) nlp.addDocument("pt", text, intent);
  await quietly(() => nlp.train());
  return classifierOf(nlp);
}

export async function loadClassifier(model: unknown): Promise<Classifier> {
  const nlp = await createNlp();
  nlp.fromJSON(model);
  return classifierOf(nlp);
}

/** NLP.js logs every training epoch (and lines it drops) to the console; a server's log is not for them. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const { log, warn } = console;
  // eslint-disable-next-line no-console -- silenced for the length of training only
  console.log = () => {};
  console.warn = () => {};
  try {
    return await work();
  } finally {
    Object.assign(console, { log, warn });
  }
}
