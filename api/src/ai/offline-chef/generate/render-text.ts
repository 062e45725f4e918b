import { agreementEnding, article, type ArticleForm } from "@chefzap/shared";
import { joinList } from "../text/sentence.ts";
import type { FoodUse } from "../types.ts";
import { displayPlural } from "./ingredient-line.ts";

export interface RenderContext {
  filled: ReadonlyMap<string, readonly FoodUse[]>;
  plural: ReadonlyMap<FoodUse, boolean>;
  groups: ReadonlyMap<string, string | undefined>;
  /** Titles keep lists short: more than two foods become the slot's group word. */
  short: boolean;
}

const PLACEHOLDER = /\{(~)?(?:(o|no|do|ao|pelo) )?([a-z]+(?:\+[a-z]+)*)\}/g;
const OPTIONAL = /\[([^\]]*)\]/g;
const EMPTY = "\u0000";

function itemsOf(slots: string, ctx: RenderContext): { uses: FoodUse[]; group?: string } {
  const ids = slots.split("+");
  const uses = ids.flatMap((id) => ctx.filled.get(id) ?? []);
  return { uses, group: ids.length === 1 ? ctx.groups.get(ids[0]!) : undefined };
}

function name(use: FoodUse, ctx: RenderContext, form?: ArticleForm): string {
  const plural = ctx.plural.get(use) ?? false;
  const noun = plural ? displayPlural(use) : use.display;
  return form ? `${article(form, use.gender, plural)} ${noun}` : noun;
}

function renderPlaceholder(
  ending: string | undefined,
  form: string | undefined,
  slots: string,
  ctx: RenderContext,
) {
  const { uses, group } = itemsOf(slots, ctx);
  if (uses.length === 0) return EMPTY;
  if (ending) {
    const plural = uses.length > 1 || (ctx.plural.get(uses[0]!) ?? false);
    const feminine = uses.every((use) => use.gender === "f");
    return agreementEnding(feminine ? "f" : "m", plural);
  }
  if (ctx.short && uses.length > 2 && group) return group;
  const shown = ctx.short ? uses.slice(0, 2) : uses;
  return joinList(shown.map((use) => name(use, ctx, form as ArticleForm | undefined)));
}

function fill(text: string, ctx: RenderContext): string {
  return text.replace(
    PLACEHOLDER,
    (_m, ending: string | undefined, form: string | undefined, slots: string) =>
      renderPlaceholder(ending, form, slots, ctx),
  );
}

/**
 * Fills a template text. Returns undefined when a required placeholder is empty, so the caller drops
 * the step; [optional segments] with an empty placeholder simply vanish.
 */
export function renderText(text: string, ctx: RenderContext): string | undefined {
  const withOptionals = text.replace(OPTIONAL, (_m, inner: string) => {
    const rendered = fill(inner, ctx);
    return rendered.includes(EMPTY) ? "" : rendered;
  });
  const rendered = fill(withOptionals, ctx);
  if (rendered.includes(EMPTY)) return undefined;
  return rendered
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
}
