const IRREGULAR_PLURALS: Record<string, string> = {
  pao: "paes",
  mao: "maos",
  grao: "graos",
  irmao: "irmaos",
};

const PLURAL_RULES: ReadonlyArray<[RegExp, string]> = [
  [/ão$/, "ões"],
  [/ês$/, "eses"],
  [/al$/, "ais"],
  [/el$/, "éis"],
  [/ol$/, "óis"],
  [/ul$/, "uis"],
  [/il$/, "is"],
  [/m$/, "ns"],
  [/([rz])$/, "$1es"],
  [/([aeiouáéíóúâêôãõ])$/, "$1s"],
];

const SINGULAR_RULES: ReadonlyArray<[RegExp, string]> = [
  [/ões$/, "ão"],
  [/ães$/, "ão"],
  [/ãos$/, "ão"],
  [/eses$/, "ês"],
  [/ais$/, "al"],
  [/éis$/, "el"],
  [/óis$/, "ol"],
  [/uis$/, "ul"],
  [/ns$/, "m"],
  [/([rz])es$/, "$1"],
  [/([aeiouáéíóúâêô])s$/, "$1"],
];

const fold = (w: string) => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

function keepCase(original: string, changed: string): string {
  if (original === original.toUpperCase() && original.length > 1) return changed.toUpperCase();
  return original[0] === original[0]!.toUpperCase() ? changed[0]!.toUpperCase() + changed.slice(1) : changed;
}

function inflectOne(word: string, plural: boolean): string {
  const lower = word.toLowerCase();
  const irregular = Object.entries(IRREGULAR_PLURALS).find(([s, p]) => fold(lower) === (plural ? s : p));
  if (irregular) {
    const target = plural ? irregular[1] : irregular[0];
    return keepCase(word, target.replace(/ao$/, "ão").replace(/aes$/, "ães").replace(/aos$/, "ãos"));
  }
  for (const [pattern, replacement] of plural ? PLURAL_RULES : SINGULAR_RULES) {
    if (pattern.test(lower)) return keepCase(word, lower.replace(pattern, replacement));
  }
  return word;
}

/**
 * Puts a pt-BR noun or adjective in the plural or the singular ("tomate picado" ⇄ "tomates picados",
 * "pão francês" ⇄ "pães franceses", "limão" ⇄ "limões"). Only the first part of a hyphenated word
 * changes ("pimenta-do-reino" stays whole after its head).
 */
export function inflectWord(word: string, plural: boolean): string {
  const [head, ...rest] = word.split("-");
  return [inflectOne(head!, plural), ...rest].join("-");
}
