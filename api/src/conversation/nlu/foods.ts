import { readLeadingAmount, readUnit, wordKey, type FoodRow } from "@chefzap/shared";
import { CHAT_HOMOGRAPHS, NEVER_FOOD } from "./not-food-words.ts";
import type { Token, Tokenized } from "./tokens.ts";

/** What the entity finders need of the catalogue (the api's catalogue service has it). */
export interface FoodLookup {
  whole(words: string[]): { food: FoodRow; via: string } | undefined;
  longestName: number;
  /** Changes whenever the foods do, so a reader trained on other foods is not reused. */
  version: string;
}

/** A food named in a message, with the amount typed before it ("3 coxa de frango", "meio pimentão"). */
export interface FoodMention {
  food: FoodRow;
  /** The food as typed ("coxa de frango"). */
  typed: string;
  /** Amount and food as typed ("3 coxa de frango"): the ingredient line the cook meant. */
  line: string;
  start: number;
  end: number;
  /** Where the amount starts, or `start` when there is none. */
  from: number;
  /** Indexes of the tokens it covers, amount included. */
  tokens: number[];
}

// A name never starts or ends on a connector: "de frango" is frango, "arroz e" is arroz.
const CONNECTORS = new Set([
  "de",
  "do",
  "da",
  "dos",
  "das",
  "e",
  "com",
  "para",
  "pra",
  "a",
  "o",
  "em",
  "no",
  "na",
]);

/**
 * Words a one-letter slip or a short name would otherwise read as food: chat words, cooking words and
 * the parts of a request. A food's own name is still found by its exact spelling.
 */
const NEVER_FUZZY = new Set(
  "cancela cozinha choque salvas quero queria posso pode fazer faca faz coisa alguma receita receitas pessoas pessoa porcoes porcao pratos prato almoco jantar janta lanche manha tarde noite hoje amanha domingo sabado semana cardapio lista compras forno fogao panela airfryer assado assada fritar frito frita grelhado cozido cozida mais menos sem muito pouco picante doce salgado salgada rapido rapida gostoso gostosa obrigado obrigada valeu beleza tudo certo aqui ainda agora depois tambem mesmo minhas minha favor trocar troca tira tirar coloca colocar bota deixa deixar manda mandar mostra mostrar ajuda calorias caloria proteina proteinas gordura gorduras tempo minutos horas vegana vegano vegetariana vegetariano gluten lactose familia gente galera filhos marido esposa mulher amigos crianca criancas".split(
    " ",
  ),
);

// Five-letter words one slip from a food are everywhere in a chat ("lugar" ~ sugar, "marca" ~ maçã).
const MIN_FUZZY = 6;

/** Chat words that are also a food's name or plural ("me passa a lista" is not raisins). */
const NEVER_ALONE = new Set(["passa", "cancela", "cozinha", "salva", "salvas", "choque", "natal"]);

/** The token indexes from `at` on that could start an amount written before a food. */
function amountBefore(input: Tokenized, index: number, free: (i: number) => boolean): number | undefined {
  const { text, folded, tokens } = input;
  const foodStart = tokens[index]!.start;
  for (let j = Math.max(0, index - 4); j < index; j += 1) {
    if (![...Array(index - j).keys()].every((k) => free(j + k))) continue;
    const amount = readLeadingAmount(folded, tokens[j]!.start);
    if (!amount) continue;
    const unit = readUnit(text, folded, amount.end);
    const end = unit ? unit.end : amount.end;
    const between = folded.slice(end, foodStart);
    if (/^\s*(?:d[eoa]s?\s+)?$/.test(between)) return j;
  }
  return undefined;
}

function wholeName(lookup: FoodLookup, tokens: Token[], start: number, size: number) {
  const words = tokens.slice(start, start + size).map((t) => t.folded);
  if (CONNECTORS.has(words[0]!) || CONNECTORS.has(words.at(-1)!)) return undefined;
  if (words.some((w) => /^\d/.test(w))) return undefined;
  const hit = lookup.whole(words.map(wordKey));
  if (!hit) return undefined;
  // A slip of one letter is a guess; it must not turn a chat word into a food.
  const chatWord = (w: string) => NEVER_FUZZY.has(w) || NEVER_FOOD.has(w) || w.length < MIN_FUZZY;
  if (hit.via === "fuzzy" && words.some(chatWord)) return undefined;
  if (words.length === 1 && NEVER_ALONE.has(words[0]!)) return undefined;
  return hit;
}

/** A food found, and whether its name may as well be a chat word. */
interface Found {
  mention: FoodMention;
  guess: boolean;
}

// Between two foods of a list: spaces, a comma, a semicolon, a plus, a line break or "e" ("mais
// dourado" compares, it does not add).
const LIST_GAP = /^[\s,;+]*(?:\be\b[\s,;+]*)?$/;

/**
 * A one-word name that may be a chat word: a one-letter slip ("namorada" ~ robalo, "perfil" ~ pernil,
 * "baiana" ~ banana) or a homograph ("cara", "pro café") typed without the spelling only the food has.
 */
function isGuess(hit: { via: string }, typed: string, folded: string[]): boolean {
  if (folded.length !== 1) return false;
  if (hit.via === "fuzzy") return true;
  if (!CHAT_HOMOGRAPHS.has(folded[0]!)) return false;
  return typed.toLowerCase() !== CHAT_HOMOGRAPHS.get(folded[0]!);
}

/** A guess is food only next to a sure food of a list ("frango, cará e inhame"); a homograph also with an amount. */
function keepGuesses(folded: string, found: Found[]): FoodMention[] {
  const listed = (a: Found | undefined, from: number, to: number) =>
    a !== undefined && !a.guess && LIST_GAP.test(folded.slice(from, to));
  return found
    .filter(({ mention: m, guess }, i) => {
      if (!guess) return true;
      const before = found[i - 1];
      const after = found[i + 1];
      if (listed(before, before?.mention.end ?? 0, m.from)) return true;
      if (listed(after, m.end, after?.mention.from ?? 0)) return true;
      if (!CHAT_HOMOGRAPHS.has(folded.slice(m.start, m.end))) return false;
      // "receita com lula", "torta de pera": what a dish is made of ("com cara de sono" is not).
      const madeOf =
        /\b(?:com|de)\s+$/.test(folded.slice(0, m.from)) && !/^\s+de\b/.test(folded.slice(m.end));
      if (m.from === m.start && madeOf) return true;
      // "uma xícara de café" is the food; "um café" is as likely the break.
      return !/^\s*(?:uma?\s*)?$/.test(folded.slice(m.from, m.start));
    })
    .map(({ mention }) => mention);
}

/**
 * Every food the message names, longest name first at each word ("leite condensado" before "leite"),
 * with the amount typed before it. `blocked` tokens (a meal, a number of people) are never food.
 */
export function findFoods(input: Tokenized, lookup: FoodLookup, blocked: ReadonlySet<number>): FoodMention[] {
  const { text, tokens } = input;
  const taken = new Set<number>();
  const free = (i: number) => !blocked.has(i) && !taken.has(i);
  const found: Found[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!free(i)) continue;
    for (let size = Math.min(lookup.longestName, tokens.length - i); size >= 1; size -= 1) {
      const covered = [...Array(size).keys()].map((k) => i + k);
      if (!covered.every(free)) continue;
      const hit = wholeName(lookup, tokens, i, size);
      if (!hit) continue;
      const amountAt = amountBefore(input, i, free);
      const first = amountAt ?? i;
      const all = [...Array(i + size - first).keys()].map((k) => first + k);
      all.forEach((t) => taken.add(t));
      const start = tokens[i]!.start;
      const end = tokens[i + size - 1]!.end;
      const from = tokens[first]!.start;
      const typed = text.slice(start, end);
      const guess = isGuess(
        hit,
        typed,
        covered.map((t) => tokens[t]!.folded),
      );
      const mention = { food: hit.food, typed, line: text.slice(from, end), start, end, from, tokens: all };
      found.push({ mention, guess });
      i += size - 1;
      break;
    }
  }
  return keepGuesses(input.folded, found);
}
