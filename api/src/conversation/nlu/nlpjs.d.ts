// NLP.js ships no types; these are the parts ChefZap calls.
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module "@nlpjs/lang-pt" {
  export const LangPt: unknown;
}
declare module "@nlpjs/nlp" {
  export const Nlp: unknown;
}
declare module "@nlpjs/ner" {
  export class Ner {
    constructor(settings: { container: unknown; threshold?: number });
    addRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void;
    addRegexRule(locale: string, entity: string, regex: RegExp): void;
    process(input: { locale: string; text: string }): Promise<{ entities: unknown[] }>;
  }
}
