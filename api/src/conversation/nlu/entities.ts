import { containerBootstrap } from "@nlpjs/core";
import { LangPt } from "@nlpjs/lang-pt";
import { Ner } from "@nlpjs/ner";
import { parseAmount } from "@chefzap/shared";
import { DISH_NAMES } from "./dish-names.ts";

export type Meal = "cafe da manha" | "almoco" | "jantar" | "lanche";

/** A closed-vocabulary entity found in a message, where it is (in the text as typed). */
export interface Spotted {
  entity: "meal" | "servings" | "time" | "diet" | "method" | "dish";
  option: string;
  start: number;
  /** Exclusive. */
  end: number;
}

const MEALS: Record<Meal, string[]> = {
  "cafe da manha": ["café da manhã", "cafe da manha", "cafezinho da manha", "desjejum", "café da manha"],
  almoco: ["almoço", "almoco", "almocinho", "almoçar", "almocar"],
  jantar: ["jantar", "janta", "jantinha", "jantarzinho", "ceia"],
  lanche: ["lanche", "lanchinho", "lanche da tarde", "café da tarde", "cafe da tarde", "merenda"],
};
const DIETS: Record<string, string[]> = {
  vegana: ["vegana", "vegano", "vegan"],
  vegetariana: ["vegetariana", "vegetariano", "sem carne"],
  "sem glúten": ["sem glúten", "sem gluten", "celíaco", "celiaco", "celíaca", "celiaca"],
  "sem lactose": ["sem lactose", "intolerante a lactose", "sem leite"],
  "low carb": ["low carb", "lowcarb", "sem carboidrato"],
  fit: ["fit", "light", "saudável", "saudavel", "leve"],
};
const METHODS: Record<string, string[]> = {
  airfryer: ["airfryer", "air fryer", "fritadeira elétrica", "fritadeira sem óleo", "fritadeira"],
  fogão: ["fogão", "fogao", "fogão a lenha", "fogao a lenha", "boca do fogão"],
  "micro-ondas": ["micro-ondas", "microondas", "micro ondas"],
  "panela elétrica": ["slow cooker", "panela elétrica", "panela eletrica", "crock pot"],
  churrasqueira: ["churrasqueira", "brasa", "churrasco"],
  forno: ["forno", "assado", "assada", "assar"],
  "panela de pressão": ["panela de pressão", "panela de pressao", "pressão", "pressao"],
  grelha: ["grelhado", "grelhada", "grelha", "chapa", "grelhar"],
  fritura: ["fritar", "frito", "frita"],
};
const TIMES: Record<string, string[]> = {
  rápida: ["rapidinho", "rápido", "rapido", "rápida", "rapida", "ligeiro", "fácil e rápido"],
};

const NUMBER_WORDS =
  "\\d{1,3}|um|uma|dois|duas|tres|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|vinte|trinta";
const PEOPLE = "pessoas?|porç(?:ões|ão)|porc(?:oes|ao)|pratos|convidados|adultos|crianças|criancas";
// "pra 5 pessoas", "para cinco", "serve 4", "5 pessoas": how many a recipe should feed.
const SERVINGS = [
  new RegExp(
    `(?:\\bpra|\\bpara|\\bp/|\\bserve|\\bservir|\\brende|\\brender)\\s+(?:${NUMBER_WORDS})(?:\\s+(?:${PEOPLE}))?\\b`,
    "gi",
  ),
  new RegExp(`\\b(?:${NUMBER_WORDS})\\s+(?:${PEOPLE})\\b`, "gi"),
];
const MINUTES = /\b(?:em|por|de|ate|até)\s+(?:\d{1,3}|meia)\s*(?:min(?:utos?)?|h(?:oras?)?|hr)\b/gi;

/** Everything the extractor knows, so a model trained on other vocabularies is never reused. */
export const VOCABULARIES = JSON.stringify([
  MEALS,
  DIETS,
  METHODS,
  TIMES,
  DISH_NAMES,
  String(SERVINGS),
  String(MINUTES),
]);

function optionsOf(ner: Ner, entity: Spotted["entity"], table: Record<string, string[]>) {
  for (const [option, texts] of Object.entries(table)) ner.addRuleOptionTexts("pt", entity, option, texts);
}

/** NLP.js's entity extractor with ChefZap's vocabularies: meals, diets, methods, time, dishes, people. */
export async function createEntityExtractor() {
  const container = await containerBootstrap();
  container.use(LangPt);
  // A fuzzy search tries every spelling at every place of the message: kept for meals, where a slip
  // is common ("almco", "jnta"); the other lists hold their usual spellings and are looked up exactly.
  const fuzzy = new Ner({ container, threshold: 0.8 });
  optionsOf(fuzzy, "meal", MEALS);
  const exact = new Ner({ container, threshold: 1 });
  optionsOf(exact, "diet", DIETS);
  optionsOf(exact, "method", METHODS);
  optionsOf(exact, "time", TIMES);
  for (const names of DISH_NAMES) exact.addRuleOptionTexts("pt", "dish", names[0]!, [...names]);
  for (const pattern of SERVINGS) exact.addRegexRule("pt", "servings", pattern);
  // Apart from the time words: NLP.js's exact lookup cannot hold a pattern and words under one name.
  fuzzy.addRegexRule("pt", "time", MINUTES);

  return async function spot(text: string): Promise<Spotted[]> {
    const found = await Promise.all([fuzzy, exact].map((ner) => ner.process({ locale: "pt", text })));
    return (
      found
        .flatMap((f) => f.entities as NerEntity[])
        // A slip is forgiven in one word ("almco"), not across two ("tem carne" is not "sem carne").
        .filter(
          (e) => isEntity(e.entity) && (e.accuracy === 1 || (e.accuracy >= 0.8 && !/\s/.test(e.sourceText))),
        )
        .map((e) => ({
          entity: e.entity as Spotted["entity"],
          option: e.option ?? text.slice(e.start, e.end + 1),
          start: e.start,
          end: e.end + 1,
        }))
    );
  };
}

interface NerEntity {
  entity: string;
  type: string;
  option?: string;
  sourceText: string;
  accuracy: number;
  start: number;
  end: number;
}

const ENTITIES = new Set(["meal", "servings", "time", "diet", "method", "dish"]);
const isEntity = (name: string) => ENTITIES.has(name);

/** "pra cinco pessoas" → 5; undefined when no number is there. */
export function servingsOf(phrase: string): number | undefined {
  const words = phrase.split(/\s+/);
  for (const word of words) {
    const value = parseAmount(word);
    if (Number.isFinite(value) && value >= 1 && value <= 100 && Number.isInteger(value)) return value;
  }
  return undefined;
}
