/**
 * A request as chats write it, in the words the rules read: question marks end a clause, shorthand
 * is spelled out, and the everyday ways of saying less, more and without are the rules' own.
 */
const PHRASINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[?!]+/g, "."],
  [/\bpor favor\b|\bpfv\b|\bpf\b/g, ","],
  [/(^|\s)s\/\s*/g, "$1sem "],
  [/(^|\s)c\/\s*/g, "$1com "],
  // "diminui o açúcar", "reduz o sal", "tira um pouco do sal": less of it, not without it.
  [
    /\b(?:diminu\w*|reduz\w*|maneir\w* n[oa]|(?:tir\w*|pe?g\w*) (?:um )?pouco (?:d[oa]s?|de))\s+(?:(?:o|a|os|as)\s+)?/g,
    "menos ",
  ],
  [/\b(?:aument\w*|caprich\w* n[oa])\s+(?:(?:o|a|os|as)\s+)?/g, "mais "],
  [/\b(?:tb|tbm)\b/g, "tambem"],
  // "põe", "joga": put it in. "esqueceu o champignon", "faltou o alho", "cadê o bacon?": it was asked
  // for and is missing, so put it in.
  [/\b(?:poe|poem|joga|jogue|usa um pouco de)\s+/g, "coloque "],
  [/\b(?:(?:voce |vc )?esqueceu|faltou|cade)\s+/g, "coloque "],
  [/^\s*e\s+(?:o|a|os|as)\s+([a-z][a-z ]{1,40}?)\s*\.*\s*$/, "coloque $1"],
  // "não tenho cenoura", "acabou o leite": the dish goes without it.
  [/\b(?:nao tenho|nao tem|acabou (?:o|a|os|as)?|to sem|estou sem|ta faltando)\s+/g, "sem "],
];

export function requestWords(folded: string): string {
  return PHRASINGS.reduce((text, [pattern, words]) => text.replace(pattern, words), folded);
}
