// NLP.js and wink's classifier ship no types; these are the parts ChefZap calls.
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module "@nlpjs/lang-pt" {
  export const LangPt: unknown;
  export class StemmerPt {
    stemWord(word: string): string;
  }
}
declare module "@nlpjs/ner" {
  export class Ner {
    constructor(settings: { container: unknown; threshold?: number });
    addRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void;
    addRegexRule(locale: string, entity: string, regex: RegExp): void;
    process(input: { locale: string; text: string }): Promise<{ entities: unknown[] }>;
  }
}
declare module "wink-naive-bayes-text-classifier" {
  interface NaiveBayes {
    definePrepTasks(tasks: Array<(input: never) => unknown>): number;
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    computeOdds(input: string): Array<[string, number]>;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  export default function naiveBayes(): NaiveBayes;
}
