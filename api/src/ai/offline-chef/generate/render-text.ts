import { agreementEnding, article, type ArticleForm } from "@chefzap/shared";
import { blendedPart, fruitPrep, type PrepPurpose } from "../knowledge/fruit-prep.ts";
import { groupFor } from "../knowledge/group-words.ts";
import { joinList } from "../text/sentence.ts";
import type { FoodUse } from "../types.ts";
import { matches } from "./conditions.ts";
import { displayPlural } from "./ingredient-line.ts";

export interface RenderContext {
  filled: ReadonlyMap<string, readonly FoodUse[]>;
  plural: ReadonlyMap<FoodUse, boolean>;
  groups: ReadonlyMap<string, string | undefined>;
  /** Titles keep lists short: more than two foods become the slot's group word. */
  short: boolean;
}

// A slot may be filtered: "main?limao" is only its limão, "main!limao" all but it.
const SLOT = "[a-z]+(?:[?!][a-z_#@|]+)?";
const PLACEHOLDER = new RegExp(
  `\\{([~^])?(?:(o|no|do|ao|pelo) )?(suco |polpa )?(${SLOT}(?:\\+${SLOT})*)\\}`,
  "g",
);
/** {prep:blend fruit}: how to ready each fruit of the slots for blending, cutting or a cake. */
const PREP = new RegExp(`\\{prep:(blend|chop|cake|freeze) (${SLOT}(?:\\+${SLOT})*)\\}`, "g");
const OPTIONAL = /\[([^\]]*)\]/g;
const EMPTY = "\u0000";
const LIST_GOES_ON = "\u0001";

function usesOf(slot: string, ctx: RenderContext): readonly FoodUse[] {
  const [, id, sign, tokens] = /^([a-z]+)(?:([?!])(.+))?$/.exec(slot)!;
  const uses = ctx.filled.get(id!) ?? [];
  if (!sign) return uses;
  const wanted = sign === "?";
  return uses.filter((use) => tokens!.split("|").some((token) => matches(token, use.food)) === wanted);
}

function itemsOf(slots: string, ctx: RenderContext): { uses: FoodUse[]; group?: string } {
  const ids = slots.split("+");
  const uses = ids.flatMap((id) => usesOf(id, ctx));
  return { uses, group: ids.length === 1 ? ctx.groups.get(ids[0]!.split(/[?!]/)[0]!) : undefined };
}

// "dentes de alho", "folha de louro": the list counts by the measure; a step names the food ("o alho").
const MEASURE_WORDS = /^(dentes?|folhas?|fatias?|maços?) de /i;
const MEASURED_UNITS = new Set(["dente", "folha", "fatia", "maco"]);

function name(use: FoodUse, ctx: RenderContext, form?: ArticleForm, massNoun = false): string {
  if (MEASURED_UNITS.has(use.food.portion[1]) && MEASURE_WORDS.test(use.display)) {
    const noun = use.display.replace(MEASURE_WORDS, "");
    return form ? `${article(form, use.food.gender, false)} ${noun}` : noun;
  }
  const plural = !massNoun && (ctx.plural.get(use) ?? false);
  const noun = plural ? displayPlural(use) : use.display;
  return form ? `${article(form, use.gender, plural)} ${noun}` : noun;
}

/** "o suco do limão" for a fruit, "o vinho branco" for what is poured as it is. */
function juice(use: FoodUse, ctx: RenderContext, form: ArticleForm): string {
  if (use.food.role !== "fruit") return name(use, ctx, form);
  return `${article(form, "m", false)} suco ${name(use, ctx, "do")}`;
}

/** "a polpa dos maracujás", "o suco do limão": what of a fruit goes in the blender; others as named. */
function pulp(use: FoodUse, ctx: RenderContext, form: ArticleForm): string {
  const part = blendedPart(use);
  if (!part) return name(use, ctx, form);
  return `${article(form, part === "polpa" ? "f" : "m", false)} ${part} ${name(use, ctx, "do")}`;
}

// "Bolo de banana", "Creme de cenoura", "Vitamina de maracujá": a fruit or vegetable a title names after
// "de" is what the dish is made of, in the singular however many the list counts.
const MASS_ROLES = new Set(["fruit", "vegetable"]);

function renderPlaceholder(
  ending: string | undefined,
  form: string | undefined,
  juiced: string | undefined,
  slots: string,
  ctx: RenderContext,
  afterDe = false,
  wholeFruit = false,
  continuesList = false,
) {
  const { uses, group } = itemsOf(slots, ctx);
  if (uses.length === 0) return EMPTY;
  // A title says "legumes" for more than two vegetables, and only when every one of them is a vegetable.
  const word = ctx.short && uses.length > 2 ? group : undefined;
  const grouped = groupFor(
    word,
    uses.map((use) => use.food),
  );
  if (ending) {
    const plural = grouped ? grouped.plural : uses.length > 1 || (ctx.plural.get(uses[0]!) ?? false);
    if (ending === "^") return plural ? "em" : "";
    const feminine = grouped ? grouped.gender === "f" : uses.every((use) => use.gender === "f");
    return agreementEnding(feminine ? "f" : "m", plural);
  }
  if (grouped) return word!;
  // Without a word for them all, a title names up to three rather than hide a main food.
  const shown = ctx.short ? uses.slice(0, word ? 3 : 2) : uses;
  if (juiced === "suco ") return joinList(shown.map((use) => juice(use, ctx, (form ?? "o") as ArticleForm)));
  if (juiced) return joinList(shown.map((use) => pulp(use, ctx, (form ?? "o") as ArticleForm)));
  const mass = (use: FoodUse) => ctx.short && afterDe && MASS_ROLES.has(use.food.role);
  // A maracujá is never cooked, mixed or served whole: past the step that scoops it, it is its pulp. A
  // citrus is its juice too, but in a step that cuts, peels or serves it in wedges.
  const part = (use: FoodUse) => blendedPart(use);
  const named = (use: FoodUse) =>
    form && !ctx.short && (part(use) === "polpa" || (part(use) === "suco" && !wholeFruit))
      ? pulp(use, ctx, form as ArticleForm)
      : name(use, ctx, form as ArticleForm | undefined, mass(use));
  // "Junte o caldo e {o rice+veg}": a list after a listed food's "e" continues it, so that "e" becomes a comma.
  return (continuesList && shown.length > 1 ? LIST_GOES_ON : "") + joinList(shown.map(named));
}

function prep(purpose: PrepPurpose, slots: string, ctx: RenderContext): string {
  const { uses } = itemsOf(slots, ctx);
  const names = (group: readonly FoodUse[], form: "o" | "do") =>
    joinList(group.map((use) => name(use, ctx, form)));
  return fruitPrep(uses, purpose, names) ?? EMPTY;
}

// A step that already says "suco" or names the peel speaks of the fruit itself.
const WHOLE_FRUIT = /\b(gomos|rodelas|fatias|corte|casca|lave|descasque|esprema|rale|raspas|suco)\b/i;

function fill(text: string, ctx: RenderContext): string {
  text = text.replace(PREP, (_m, purpose: PrepPurpose, slots: string) => prep(purpose, slots, ctx));
  const wholeFruit = WHOLE_FRUIT.test(text);
  return text.replace(
    PLACEHOLDER,
    (
      _m,
      ending: string | undefined,
      form: string | undefined,
      juiced: string | undefined,
      slots: string,
      at: number,
      whole: string,
    ) =>
      renderPlaceholder(
        ending,
        form,
        juiced,
        slots,
        ctx,
        whole.slice(Math.max(0, at - 3), at) === "de ",
        wholeFruit,
        Boolean(form) && whole.slice(Math.max(0, at - 3), at) === " e ",
      ),
  );
}

// "{o onion+garlic} e {o main}" would read "a cebola e o alho e a ricota": placeholders of one form joined
// by commas and "e" are one list, so every filling reads "a cebola, o alho e a ricota". An optional
// placeholder ("{o a}[ e {o b}]") joins the list too; an empty slot simply adds nothing. A run the
// sentence's list goes on after ("{o a}, {o b} e {o polpa c}") is left as written: merged, its comma
// would become an "e" before the last item.
const SLOTS = "[a-z?!_#@|+]+";
const RUN = new RegExp(
  `\\{(o|no|do|ao|pelo) ${SLOTS}\\}(?:\\[?(?:,| e) \\{\\1 ${SLOTS}\\}\\]?)+(?!\\]?\\[?(?:,| e) (?:\\{|\\[|(?:o|a|os|as) ))`,
  "g",
);

// Template texts are few and fixed: each is merged once.
const merged = new Map<string, string>();

function mergeLists(text: string): string {
  let done = merged.get(text);
  if (done === undefined) merged.set(text, (done = mergeRun(text)));
  return done;
}

function mergeRun(text: string): string {
  return text.replace(RUN, (run, form: string) => {
    const pieces = [...run.matchAll(/(\[)?(?:,| e)? ?\{(?:o|no|do|ao|pelo) ([^}]+)\}(\])?/g)];
    // A bracket must open and close on the same placeholder for the merge to keep its meaning.
    if (pieces.some((piece) => Boolean(piece[1]) !== Boolean(piece[3]))) return run;
    return `{${form} ${pieces.map((piece) => piece[2]).join("+")}}`;
  });
}

/**
 * Fills a template text. Returns undefined when a required placeholder is empty, so the caller drops
 * the step; [optional segments] with an empty placeholder simply vanish.
 */
export function renderText(text: string, ctx: RenderContext): string | undefined {
  if (!ctx.short) text = mergeLists(text);
  const withOptionals = text.replace(OPTIONAL, (_m, inner: string) => {
    const rendered = fill(inner, ctx);
    return rendered.includes(EMPTY) ? "" : rendered;
  });
  const rendered = fill(withOptionals, ctx);
  if (rendered.includes(EMPTY)) return undefined;
  return (
    rendered
      .replaceAll(` e ${LIST_GOES_ON}`, ", ")
      .replaceAll(LIST_GOES_ON, "")
      .replace(/\s+/g, " ")
      // "a água gelada gelada", "o açaí congelado congelado": the cook's own word met the template's.
      .replace(/\b(\p{L}{4,}) \1\b/giu, "$1")
      .replace(/\s+([,.;:])/g, "$1")
      .trim()
  );
}
