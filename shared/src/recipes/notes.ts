// Preparation words that end the food when they follow it without a comma ("alho picado"). Stems take
// -o/-a/-os/-as and the diminutive ("picadinha").
const PARTICIPLE =
  /^(?:picad|rasgad|ralad|cozid|fatiad|moid|descascad|amassad|derretid|desfiad|triturad|peneirad|escorrid|lavad|cortad|batid|gelad|congelad|refogad|temperad|amolecid|dissolvid|hidratad|assad|desossad|aquecid|tostad|espremid|sovad|deschapad|aferventad|branquead|marinad|dessalgad|demolhad|descongelad|coad|laminad|esfarelad|quebrad|partid|madur|limp|inteir|morn|fri|pequen|medi)(?:inh)?[oa]s?$/;
const LONE_NOTE =
  /^(?:grandes?|quentes?|ferventes?|opcional|aproximadamente|aprox\.?|grosseiramente|finamente)$/;
// "sem pele" is a note, "manteiga sem sal" a product: only these objects make "sem"/"com" a note.
const WITH_OBJECTS =
  /^(?:peles?|sementes?|ossos?|cascas?|espinhas?|carocos?|talos?|gorduras?|nervos?|pontas?|soro)$/;
// "em cubos" is a cut, "fermento em pó" or "chocolate em barra" a product.
const CUTS =
  /^(?:cubos|cubinhos|rodelas|rodelinhas|tiras|tirinhas|fatias|fatiazinhas|pedacos|pedacinhos|lascas|gomos|meia-lua|meias-luas|julienne|temperatura|palitos|quartos|metades|bastoes|floretes|buques|camadas|cruz|postas|neve|ponto)$/;
const FOR_PRODUCTS = /^(?:bolos?|paes?|quibe|lasanha|pastel|pizza)$/;
// Where the participle is part of the food's name.
const NAMED_BY_PARTICIPLE: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:coco|pao)$/, /^ralad/],
  [/^carnes?$/, /^moid/],
];

// The lookbehind keeps a 10 KB word of dots linear.
const TRIM_WORD = /^[("'[]+|(?<![)"'\].,;:!?])[)"'\].,;:!?]+$/g;

function isNamedByParticiple(previous: string, word: string): boolean {
  return NAMED_BY_PARTICIPLE.some(([food, participle]) => food.test(previous) && participle.test(word));
}

function startsNote(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  const next = words[i + 1] ?? "";
  if (PARTICIPLE.test(word)) return !isNamedByParticiple(words[i - 1]!, word);
  if (LONE_NOTE.test(word)) return true;
  if (word === "sem" || word === "com") return WITH_OBJECTS.test(next);
  if (word === "em" || word === "a" || word === "ao") return CUTS.test(next);
  if (word === "para") return next !== "" && !FOR_PRODUCTS.test(next);
  return word === "bem" && next !== "";
}

/**
 * Where a trailing preparation note starts inside a food written without a comma ("alho picado",
 * "peito de frango sem pele"); -1 when there is none. The first word always stays food.
 */
export function inlineNoteStart(foldedFood: string): number {
  const words: string[] = [];
  const starts: number[] = [];
  for (const match of foldedFood.matchAll(/\S+/g)) {
    words.push(match[0].replace(TRIM_WORD, ""));
    starts.push(match.index);
  }
  for (let i = 1; i < words.length; i++) if (startsNote(words, i)) return starts[i]!;
  return -1;
}

/** "a gosto", "à gosto", "q.b.", "quanto baste", on folded text. */
export const TO_TASTE = /(?:^|\s)(?:a\s+gosto|q\.?\s?b\.?|quanto\s+baste)(?=$|[\s.,;:!)])/;
const ONLY_TO_TASTE = /^\s*(?:ou\s+)?(?:a\s+gosto|q\.?\s?b\.?|quanto\s+baste)\s*[.!]?\s*$/;

/** True when a note says nothing but "a gosto" (so it is dropped once `toTaste` records it). */
export function isOnlyToTaste(foldedNote: string): boolean {
  return ONLY_TO_TASTE.test(foldedNote);
}
