import { phraseKey } from "@chefzap/shared";
import { FOOD_BY_KEY } from "../offline-chef/knowledge/catalogue.ts";
import type { LintLine } from "./lint-context.ts";
import { foodOfLine } from "./vocabulary.ts";

/**
 * A word a title uses for what any one of several foods makes. A dish ("farofa", "nhoque") is also what
 * the steps call it ("junte o nhoque escorrido"); a flavour ("bolo de chocolate" of achocolatado) is
 * not: a step that names chocolate still asks for chocolate.
 */
interface TitlePromise {
  /** Padded match key: " pao de queijo ". */
  phrase: string;
  anyOf: readonly Need[];
  dish: boolean;
}

/** A food by its match key, its catalogue id, or a kind ("#cheese": parmesão, ricota, queijo minas). */
interface Need {
  text?: string;
  key?: string;
  tag?: string;
}

// A name counts by key only when it is the food's own name: "frango moído" is no food of the
// catalogue, and frango em cubos does not make a hambúrguer.
function needed(name: string): Need {
  if (name.startsWith("#")) return { tag: name.slice(1) };
  const text = ` ${phraseKey(name)} `;
  const food = foodOfLine(name);
  return { text, key: food?.names.includes(text) ? food.key : undefined };
}

function promise(phrase: string, anyOf: readonly string[], dish = true): TitlePromise {
  return { phrase: ` ${phraseKey(phrase)} `, anyOf: anyOf.map(needed), dish };
}

const PROMISES: readonly TitlePromise[] = [
  promise("hambúrguer", [
    "carne moída",
    "frango moído",
    "grão-de-bico",
    "lentilha",
    "feijão",
    "proteína de soja",
  ]),
  promise("risoto", ["arroz", "arroz arbóreo"]),
  promise("omelete", ["ovo"]),
  // Farofas a cook knows by their flour: de flocão, de aveia, de farinha de rosca, de biju de milho.
  promise("farofa", ["farinha", "farinha de milho", "farinha de rosca", "flocão", "aveia"]),
  promise("torrada", ["#bread"]),
  promise("nhoque", [
    "nhoque",
    "batata",
    "batata-doce",
    "abóbora",
    "mandioquinha",
    "mandioca",
    "inhame",
    "farinha",
    "polvilho",
  ]),
  // Ágar and gelatina incolor set a gelatina as the boxed kind does.
  promise("gelatina", ["gelatina", "ágar", "gelatina incolor"]),
  // Not the pão francês its first word names: a dough of starch and cheese.
  promise("pão de queijo", ["polvilho", "goma de tapioca", "fécula de mandioca"]),
  promise("pão de queijo", ["#cheese"]),
  // Baked at home from flour and yeast: no pão francês is in it either.
  promise("pão caseiro", ["farinha de trigo", "farinha de trigo integral"]),
  promise("pão caseiro", ["fermento biológico"]),
  promise("chocolate", ["chocolate", "chocolate em pó", "cacau", "achocolatado"], false),
];

export interface PromiseCheck {
  phrase: string;
  made: boolean;
  dish: boolean;
}

/** What a title promises by dish or flavour words, and whether the listed foods keep each promise. */
export function titlePromises(title: string, lines: readonly LintLine[]): PromiseCheck[] {
  const said = ` ${phraseKey(title)} `;
  const listed = ` ${lines.map((line) => phraseKey(line.text)).join(" ")} `;
  const keys = lines.flatMap((line) => (line.food ? [line.food.key] : []));
  const has = ({ text, key: id, tag }: Need) =>
    (text !== undefined && listed.includes(text)) ||
    keys.some((key) => key === id || (tag !== undefined && FOOD_BY_KEY.get(key)?.tags.has(tag) === true));
  return PROMISES.filter(({ phrase }) => said.includes(phrase)).map(({ phrase, anyOf, dish }) => ({
    phrase,
    dish,
    made: anyOf.some(has),
  }));
}
