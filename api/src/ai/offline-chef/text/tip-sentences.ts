/** A tip or substitution text cut into its sentences, each judged on its own. */
export function tipSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

// "Leite de coco no lugar do creme de leite": what follows names a food the recipe is supposed to hold.
// "Sem dendê, use urucum" is not one: it is for the cook who lacks a food the dish left out.
const STANDS_FOR = /\bno lugar d[oa]s?\s/i;

/**
 * The words of a substitution that name the food it replaces, from its start ("creme de leite faz uma
 * versão…"); "da de trigo" gets back its elided noun ("Farinha de arroz no lugar da de trigo").
 */
export function replacedWords(sentence: string): string | undefined {
  const marker = STANDS_FOR.exec(sentence);
  if (!marker) return undefined;
  const rest = sentence.slice(marker.index + marker[0].length);
  return /^de\s/i.test(rest) ? `${sentence.split(/\s/)[0]} ${rest}` : rest;
}

const OVEN_WORDS = /\b(forno|asse|assar|gratine|gratinar|assadeira)\b/i;
const AIRFRYER = /\bairfryer\b/i;

/** Whether a step uses the oven ("Asse a 200 °C" says so too); one in the airfryer does not. */
export function usesOven(step: string): boolean {
  return OVEN_WORDS.test(step) && !AIRFRYER.test(step);
}
