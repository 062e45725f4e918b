import { fold, type Gender } from "@chefzap/shared";
import type { Finding } from "../finding.ts";
import type { LintContext } from "../lint-context.ts";
import { foodsNamedIn } from "../vocabulary.ts";

// "Cozinhe as batatas até ficar bem macias": "ficar" takes the number of the food the step cooks, and
// the adjective after it that food's gender and number. A step's object is its subject only after a verb
// that cooks the food itself (a blender's "até ficar liso" is the mixture's), and never in a list.
const COOKS_OBJECT =
  /^(?:cozinhe|doure|frite|asse|refogue|salteie|toste|grelhe|ferva) (o|a|os|as) ([a-z-]+)((?:(?! e (?:o|a|os|as) )[^;:])*?) ate (ficar|ficarem)(?: bem)? ([a-z]+)/;
// "até a massa ficar lisa", "e o topo ficar opaco": a subject named right before the verb.
const SUBJECT_AFTER = /\b(o|a|os|as) ([a-z-]+) (ficar|ficarem)(?: bem)? ([a-z]+)/g;

const ENDINGS: Record<string, readonly [Gender, boolean]> = {
  o: ["m", false],
  a: ["f", false],
  os: ["m", true],
  as: ["f", true],
};
// Adjectives a step puts after "ficar": the stems whose last letters show gender and number.
const ADJECTIVE =
  /^(maci|cozid|dourad|soltinh|opac|tenr|umid|cremos|lis|crocant|firm|transparent|murch|sec|escur|grud|molh|torrad|corad|verdinh)(o|a|os|as|e|es)$/;

function agrees(article: string, verb: string, adjective: string): boolean {
  const [gender, plural] = ENDINGS[article]!;
  if ((verb === "ficarem") !== plural) return false;
  const ending = ADJECTIVE.exec(adjective)?.[2];
  if (!ending) return true;
  if (ending === "e" || ending === "es") return (ending === "es") === plural;
  const [adjGender, adjPlural] = ENDINGS[ending]!;
  return adjGender === gender && adjPlural === plural;
}

interface Subject {
  article: string;
  noun: string;
  verb: string;
  adjective: string;
}

function subjects(clause: string): Subject[] {
  const named = [...clause.matchAll(SUBJECT_AFTER)].map(([, article, noun, verb, adjective]) => ({
    article: article!,
    noun: noun!,
    verb: verb!,
    adjective: adjective!,
  }));
  const object = COOKS_OBJECT.exec(clause.trim());
  return object && foodsNamedIn(object[2]!).length > 0
    ? [...named, { article: object[1]!, noun: object[2]!, verb: object[4]!, adjective: object[5]! }]
    : named;
}

/** "Cozinhe as batatas até ficar bem macias" is "até ficarem bem macias"; "a abóbora até ficar macio", "macia". */
export function ficarAgreement({ recipe }: LintContext): Finding[] {
  return recipe.instructions.flatMap((step, i) =>
    fold(step.toLowerCase())
      .split(/[;:.]/)
      .flatMap(subjects)
      .filter(({ article, verb, adjective }) => !agrees(article, verb, adjective))
      .map(({ article, noun, verb, adjective }) => ({
        code: "agreement" as const,
        at: `instructions[${i}]`,
        detail: `"${article} ${noun}" does not agree with "${verb} ${adjective}"`,
      })),
  );
}
