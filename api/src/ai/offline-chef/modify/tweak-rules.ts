import { food } from "../knowledge/catalogue.ts";
import { joinList } from "../text/sentence.ts";
import { findMentions, replaceMentions, replacementFor } from "./mention-lexer.ts";
import { foodOfLine, insertStep, isSweet, mentionsKeyIn, type Draft } from "./recipe-draft.ts";
import { bakeInsteadOfFrying } from "./cooking-method.ts";
import { scaleBatterBake } from "./batter-bake.ts";
import { packagesOf, scaleLine } from "./line-scale.ts";
import { removeFood } from "./remove-food.ts";
import { lessSaltNote, lessSaltSteps, saltyLine, saltyName } from "./less-salt-text.ts";

const insertBeforeLast = (draft: Draft, step: string) =>
  insertStep(draft, step, { beforeOven: true, otherwise: "before-last" });

function scaleWhere(draft: Draft, test: (key: string, role: string) => boolean, factor: number): void {
  draft.ingredients = draft.ingredients.map((line) => {
    const entry = foodOfLine(line);
    return entry && test(entry.key, entry.role) ? scaleLine(line, factor) : line;
  });
}

function swapEverywhere(draft: Draft, from: string, to: string): void {
  const swap = (key: string) => (key === from ? replacementFor(food(to)) : undefined);
  draft.ingredients = draft.ingredients.map((line) => replaceMentions(line, swap));
  draft.instructions = draft.instructions.map((step) => replaceMentions(step, swap));
}

const PAN_WITH_FAT =
  /\b(?:refogue|doure|aqueça (?:o|a|um pouco d[oa]) (?:azeite|óleo|manteiga|banha|margarina))\b/i;

// "Asse por 50 minutos; retire o papel e doure": browned in the oven, not in a pan.
const IN_OVEN = /\b(?:asse|forno|airfryer)\b/i;

/** More heat: dedo-de-moça and páprica picante in savory food, fresh ginger in desserts. */
export function addHeat(draft: Draft): void {
  if (isSweet(draft)) {
    draft.ingredients.push("1 colher (chá) de gengibre ralado");
    insertBeforeLast(draft, "Junte o gengibre ralado à mistura para um toque picante.");
  } else if (draft.ingredients.some((line) => foodOfLine(line)?.key === "pimenta_dedo_de_moca")) {
    scaleWhere(draft, (key) => key === "pimenta_dedo_de_moca", 2);
    draft.ingredients.push("½ colher (chá) de páprica picante");
    insertBeforeLast(
      draft,
      "Junte a páprica picante e prove: acrescente as sementes da pimenta se quiser ainda mais ardor.",
    );
  } else {
    draft.ingredients.push("1 pimenta dedo-de-moça picada", "½ colher (chá) de páprica picante");
    // Into the hot fat of the first pan step ("Preaqueça o forno" is no pan); a dish with no pan gets
    // them on top, raw, as a torrada or a salad does.
    const at = draft.instructions.findIndex((step) => PAN_WITH_FAT.test(step) && !IN_OVEN.test(step));
    if (at >= 0)
      draft.instructions.splice(
        at + 1,
        0,
        "Junte a pimenta dedo-de-moça e a páprica picante e mexa por 1 minuto para perfumar.",
      );
    else insertBeforeLast(draft, "Espalhe a pimenta dedo-de-moça e a páprica picante por cima.");
  }
  draft.tips.push("Para controlar o ardor, tire as sementes da pimenta; para mais, mantenha.");
  draft.labels.push("mais picante");
}

const SALTY = new Set(["sal", "caldo_de_galinha", "caldo_de_carne", "shoyu"]);

/** Stock without salt, half the shoyu, and acid and herbs at the end to make up for the salt. */
function makeUpForSalt(draft: Draft): void {
  swapEverywhere(draft, "caldo_de_galinha", "caldo_de_legumes");
  swapEverywhere(draft, "caldo_de_carne", "caldo_de_legumes");
  scaleWhere(draft, (key) => key === "shoyu", 0.5);
  if (!isSweet(draft)) {
    if (!draft.ingredients.some((line) => mentionsKeyIn(line, "limao"))) draft.ingredients.push("½ limão");
    const herbs = draft.instructions.some((step) => mentionsKeyIn(step, "cheiro_verde"));
    if (!draft.ingredients.some((line) => mentionsKeyIn(line, "cheiro_verde")))
      draft.ingredients.push("cheiro-verde picado a gosto");
    insertStep(
      draft,
      herbs
        ? "Regue com gotas do limão: a acidez realça o sabor."
        : "Finalize com o cheiro-verde e gotas do limão: a acidez e as ervas realçam o sabor.",
      { beforeOven: false, otherwise: "end" },
    );
  }
  draft.tips.push("Prove só no fim: o tempero aparece mais depois de pronto.");
}

/** Less salt: a pinch instead of "a gosto" in the list and the steps, half of what is salty, and the rest made up for. */
export function lessSalt(draft: Draft): string | undefined {
  if (!draft.ingredients.some((line) => SALTY.has(foodOfLine(line)?.key ?? "") || saltyLine(line)))
    return "Entendi que você quer a receita com menos sal, mas ela não leva sal.";
  const pinch = draft.ingredients.some((line) => foodOfLine(line)?.key === "sal");
  const stock = draft.ingredients.some((line) =>
    /caldo_de_(galinha|carne)/.test(foodOfLine(line)?.key ?? ""),
  );
  const halved = draft.ingredients.flatMap((line) => {
    const food = saltyLine(line);
    return food ? [saltyName(line, food)] : [];
  });
  draft.ingredients = draft.ingredients.map((line) =>
    foodOfLine(line)?.key === "sal" ? "1 pitada de sal" : saltyLine(line) ? scaleLine(line, 0.5) : line,
  );
  lessSaltSteps(draft);
  makeUpForSalt(draft);
  draft.tips.unshift(lessSaltNote(pinch, halved, stock));
  // "com menos sal" reads in the title's marks and in "Versão com menos sal."; a dish salted only by its
  // bacon or cheese lists no "sal", and its title must not name a food the list lacks.
  draft.labels.push(pinch ? "com menos sal" : "com menos sódio");
  return undefined;
}

/** "sem sal": no salt at all, made up for with acidity and herbs. */
export function withoutSalt(draft: Draft): string | undefined {
  if (!draft.ingredients.some((line) => foodOfLine(line)?.key === "sal"))
    return "Entendi que você quer a receita sem sal, mas ela já não leva sal.";
  removeFood(draft, "sal", "removido a pedido (sem sal)");
  makeUpForSalt(draft);
  draft.labels.push("sem sal");
  return undefined;
}

/** Lighter: half the fat, less sugar, whole grains, yogurt for cream and the oven instead of frying. */
export function healthier(draft: Draft): void {
  scaleWhere(draft, (_key, role) => role === "fat", 0.5);
  scaleWhere(draft, (key) => key === "acucar", 0.7);
  const swaps: ReadonlyArray<readonly [string, string]> = [
    ["creme_de_leite", "iogurte"],
    ["maionese", "iogurte"],
    ["farinha_de_trigo", "farinha_de_trigo_integral"],
    ["arroz", "arroz_integral"],
  ];
  for (const [from, to] of swaps) swapEverywhere(draft, from, to);
  const baked = bakeInsteadOfFrying(draft);
  // Only what was done is told: a soup with no sugar did not get "menos açúcar".
  const sweetened = draft.ingredients.some((line) => foodOfLine(line)?.key === "acucar");
  const done = [
    "metade da gordura",
    ...(sweetened ? ["menos açúcar"] : []),
    ...(baked ? ["forno no lugar da fritura"] : []),
  ];
  draft.tips.push(`Versão mais leve: ${joinList(done)}.`);
  draft.labels.push("mais saudável");
}

const SIMMER_MINUTES = /\b(?:cozinhe|cozinhar|ferva|ferver|fervura)\b[^.]*?\b(\d+)(?: a (\d+))? minutos/i;

function simmersLong(step: string): boolean {
  const found = SIMMER_MINUTES.exec(step);
  return /\bpanela de pressão\b/i.test(step) || Boolean(found && Number(found[2] ?? found[1]) >= 20);
}

const SLOW_STEP = /descans|de molho|marin|na véspera|por \d+ horas|geladeira por/i;
// A gelatina sets, a pudim firms and a stew cooks for as long as it takes: no request shortens them.
const NEEDED_WAIT =
  /\b(?:gele|congel\w*|firm\w*|cozinhe|asse|dessalgue|cresç\w*|cresce\w*)\b|geladeira por \d+ horas/i;

const WAIT =
  /,?\s*(?:e deixe (?:pegar gosto|descansar) )?(?:por (?:\d+ (?:minutos|horas?)|uma noite)|na geladeira|na véspera)/gi;

/**
 * A long wait cut short: a marinade becomes seasoning on the spot; a soak or a rest goes when the
 * foods it names are used elsewhere, and keeps only its action otherwise.
 */
function withoutWait(step: string, others: readonly string[]): string | undefined {
  const named = findMentions(step).map((m) => m.key);
  if (named.every((key) => others.some((other) => mentionsKeyIn(other, key)))) return undefined;
  return step
    .replace(/^marine\b/i, "Tempere")
    .replace(WAIT, "")
    .replace(/\s+([,.;:])/g, "$1");
}

/**
 * Faster: long waits out, ready-cooked beans and a shorter time. A recipe with neither is refused: a
 * new title and a smaller number over the same steps would promise a time the steps do not keep.
 */
export function quicker(draft: Draft): string | void {
  const steps = draft.instructions;
  const kept = steps.flatMap((step, i) =>
    SLOW_STEP.test(step) && !NEEDED_WAIT.test(step)
      ? (withoutWait(
          step,
          steps.filter((_, j) => j !== i),
        ) ?? [])
      : [step],
  );
  const ingredients = draft.ingredients.map((line) =>
    /(?<!broto de )feij[aã]o(?! verde)|gr[aã]o-de-bico|lentilha/i.test(line) && !/cozid|lata/i.test(line)
      ? `${line} (já cozido ou de lata)`
      : line,
  );
  // Cooked beans in the list while the steps still soak and boil them would shorten nothing.
  if (kept.length < 2 || kept.join() === steps.join())
    return "Entendi que você quer a receita mais rápida, mas ela não tem espera nem cozimento longo que dê para encurtar sem mudar o prato: o tempo dela é o que os passos pedem.";
  draft.instructions = kept;
  draft.ingredients = ingredients;
  draft.cookingTime = Math.max(5, Math.round((draft.cookingTime * 0.6) / 5) * 5);
  // The pressure cooker is worth it only for what simmers long; a 10-minute dish has nothing to put in it.
  if (draft.instructions.some(simmersLong))
    draft.tips.push("Corte tudo antes de começar e use a panela de pressão para o que demora a cozinhar.");
  draft.labels.push("versão rápida");
}

/** Scales every quantity to a new number of servings (1 to 12, as the schema allows). */
export function serve(draft: Draft, people: number): void {
  const asked = Math.min(12, Math.max(1, Math.round(people)));
  // A can or a caixinha is opened for half at least: fewer people than half of one serves get that half.
  const fewest = Math.min(...draft.ingredients.map((line) => packagesOf(line) ?? Infinity));
  const least = Number.isFinite(fewest) ? Math.ceil((0.5 / fewest) * Math.max(1, draft.servings)) : 1;
  const target = Math.min(12, Math.max(asked, least));
  if (target > asked)
    draft.tips.push(
      `Uma lata ou caixinha se usa pela metade no mínimo: a receita rende ${target} porções; guarde o que sobrar.`,
    );
  const factor = target / Math.max(1, draft.servings);
  scaleBatterBake(draft, factor);
  draft.ingredients = draft.ingredients.map((line) => scaleLine(line, factor));
  draft.servings = target;
  draft.labels.push(`para ${target} ${target === 1 ? "pessoa" : "pessoas"}`);
  if (Math.round(people) > 12)
    draft.tips.push("Ajustamos para o máximo de 12 porções; para mais, faça duas receitas.");
}
