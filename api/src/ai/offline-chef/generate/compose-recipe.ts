import type { GeneratedRecipe } from "@chefzap/shared";
import type { DishTemplate, StepSpec, TipSpec } from "../knowledge/dish-types.ts";
import { phraseKey } from "@chefzap/shared";
import {
  courseOf,
  courseOfTitle,
  kcalPerPortion,
  linesKcal,
  MAX_KCAL,
  type Course,
} from "../knowledge/portions.ts";
import { TECHNIQUE_FALLBACK, TECHNIQUE_WORDS } from "../knowledge/techniques.ts";
import { capitalize, joinList } from "../text/sentence.ts";
import type { FoodUse, Portion, SkillLevel } from "../types.ts";
import { holds } from "./conditions.ts";
import { followingLine, lineAmount, listedAmount, renderLine } from "./ingredient-line.ts";
import { activeMinutes } from "../modify/step-cooking.ts";
import { levelSteps, timedStep } from "./level-steps.ts";
import { levelTip } from "./level-tips.ts";
import { mentionsFood } from "./mentions.ts";
import type { DishPlan } from "./plan-dish.ts";
import { renderText, type RenderContext } from "./render-text.ts";

export interface ComposedDish {
  /** The level the recipe is written for: the one asked, or the dish's ceiling when that is lower. */
  level: SkillLevel;
  title: string;
  description: string;
  ref: string;
  ingredients: string[];
  instructions: string[];
  cookingTime: number;
  servings: number;
  tips: string;
  substitutions: string;
}

const LEVEL_INDEX: Record<SkillLevel, 0 | 1 | 2> = { iniciante: 0, intermediario: 1, avancado: 2 };

function stepFor(spec: StepSpec, level: SkillLevel): string | undefined {
  if (typeof spec === "string") return spec;
  if (level === "avancado") return spec.a;
  if (level === "intermediario") return spec.m ?? spec.i;
  return spec.i;
}

function sentence(text: string): string {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf(". ");
  return end > 0 ? cut.slice(0, end + 1) : cut.slice(0, max - 1);
}

// Rounding to what a cook measures adds a little; the dish aims under its bound to stay there.
const KCAL_MARGIN = 0.9;

/**
 * The share every food but the fat keeps so a portion stays within its course's kcal: a plate of costela
 * with mandioca and queijo is trimmed as a whole rather than losing one of them.
 */
function kcalScale(plan: DishPlan, servings: number, course: Course): number {
  const amounts = [...plan.filled].flatMap(([slotId, uses]) =>
    uses.map((use) => ({
      food: use.food,
      amount: lineAmount(use, plan.template.slots[slotId]!, servings, uses.length, course),
    })),
  );
  const fixed = kcalPerPortion(
    amounts.filter(({ food }) => food.role === "fat"),
    servings,
  );
  const trimmed = kcalPerPortion(
    amounts.filter(({ food }) => food.role !== "fat"),
    servings,
  );
  const room = MAX_KCAL[course] * KCAL_MARGIN - fixed;
  return trimmed > room && room > 0 ? room / trimmed : 1;
}

interface RenderedLines {
  lines: string[];
  plural: Map<FoodUse, boolean>;
  servings: number;
}

function renderAt(plan: DishPlan, servings: number, course: Course, scale: number): RenderedLines {
  const lines: string[] = [];
  const plural = new Map<FoodUse, boolean>();
  for (const [slotId, uses] of plan.filled) {
    const slot = plan.template.slots[slotId]!;
    const lead = slot.follows && plan.filled.get(slot.follows.slot)?.[0];
    for (const use of uses) {
      // Fat is measured for the pan and water holds no kcal: trimming them only breaks a dough's measure.
      const own = use.food.role === "fat" || use.food.key === "agua" ? 1 : scale;
      const line = lead
        ? followingLine(use, slot, lead, leadAmount(plan, slot.follows!.slot, servings, course, scale))
        : renderLine(use, slot, servings, uses.length, course, own);
      lines.push(line.text);
      plural.set(use, line.plural);
    }
  }
  return { lines, plural, servings };
}

/** The listed amount of the first food of a slot another slot is measured by (the rice its water follows). */
function leadAmount(
  plan: DishPlan,
  slotId: string,
  servings: number,
  course: Course,
  scale: number,
): Portion {
  const uses = plan.filled.get(slotId)!;
  return listedAmount(uses[0]!, plan.template.slots[slotId]!, servings, uses.length, course, scale);
}

const TRIMS = 3;

function trimmed(plan: DishPlan, servings: number, course: Course): RenderedLines {
  const bound = MAX_KCAL[course];
  let scale = kcalScale(plan, servings, course);
  let rendered = renderAt(plan, servings, course, scale);
  for (let trim = 0; trim < TRIMS; trim += 1) {
    const kcal = linesKcal(rendered.lines) / servings;
    if (kcal <= bound) return rendered;
    scale *= (bound * KCAL_MARGIN) / kcal;
    rendered = renderAt(plan, servings, course, scale);
  }
  return rendered;
}

/** The most portions a recipe may serve. */
const MOST_SERVINGS = 12;

/**
 * The lines, trimmed until a portion is within its course's kcal as the recipe's reader counts it. A
 * sweet is cut into more slices instead, so a cake's proportions and a mousse's cans stay as they are;
 * past a dozen slices it is trimmed too.
 */
function renderLines(plan: DishPlan, servings: number, course: Course): RenderedLines {
  const slices = (kcal: number) => Math.ceil(kcal / (MAX_KCAL[course] * KCAL_MARGIN));
  let rendered = course === "dessert" ? renderAt(plan, servings, course, 1) : trimmed(plan, servings, course);
  let kcal = linesKcal(rendered.lines);
  if (kcal / servings <= MAX_KCAL[course]) return rendered;
  if (slices(kcal) > MOST_SERVINGS) {
    rendered = trimmed(plan, servings, course);
    kcal = linesKcal(rendered.lines);
  }
  return { ...rendered, servings: Math.min(MOST_SERVINGS, Math.max(servings, slices(kcal))) };
}

/** Every food the cook gave must be named in a step; a closing step catches any the template missed. */
function ensureMentioned(steps: string[], plan: DishPlan): string[] {
  const missing = plan.placed.filter((use) => !steps.some((step) => mentionsFood(step, use)));
  if (missing.length === 0) return steps;
  const names = joinList(missing.map((use) => use.display));
  // Before the oven or the serving step, never after: nothing is added to a dish already baked or served.
  const baked = steps.findIndex((step) => BAKES.test(step));
  const served = steps.findIndex((step) => SERVES.test(step));
  const at = baked >= 0 ? baked : served >= 0 ? served : steps.length - 1;
  const extra =
    baked >= 0
      ? `Incorpore ${names} à mistura antes de levar ao forno.`
      : plan.template.flavour === "sweet"
        ? `Incorpore ${names} à mistura antes da etapa final.`
        : `Junte ${names} nos últimos minutos de preparo, misturando bem.`;
  return [...steps.slice(0, at), extra, ...steps.slice(at)];
}

function hasTechnique(steps: readonly string[]): boolean {
  const text = steps.join(" ").toLowerCase();
  return TECHNIQUE_WORDS.some((word) => text.includes(word));
}

const SERVES = /\bsirva\b/i;
const BAKES = /\b(asse|forno)\b/i;

function fallbackStep(template: DishTemplate, steps: readonly string[]): string {
  return steps.some((step) => BAKES.test(step))
    ? TECHNIQUE_FALLBACK.baked
    : TECHNIQUE_FALLBACK[template.flavour];
}

/** Adds a step before the one that serves the dish (or at the end): nothing comes after serving. */
function beforeServing(steps: string[], step: string): void {
  const serving = steps.findIndex((s) => SERVES.test(s));
  steps.splice(serving < 0 ? steps.length : serving, 0, step);
}

function renderSteps(template: DishTemplate, level: SkillLevel, ctx: RenderContext): string[] {
  const steps: string[] = [];
  for (const spec of template.steps) {
    if (typeof spec !== "string" && !holds(spec.when, ctx.filled)) continue;
    const text = stepFor(spec, level);
    const rendered = text === undefined ? undefined : renderText(text, ctx);
    if (!rendered) continue;
    const simple = typeof spec === "string" ? undefined : (spec.m ?? spec.i);
    const timed = level === "avancado" && simple ? timedStep(rendered, renderText(simple, ctx)) : rendered;
    steps.push(sentence(timed));
  }
  // Optional slots can drop a template's only technical step; avançado still promises one.
  if (level === "avancado" && !hasTechnique(steps)) beforeServing(steps, fallbackStep(template, steps));
  // The schema wants two steps; a one-step dish (a tigela, a suco) gets the serving step.
  if (steps.length < 2) steps.push("Sirva em seguida.");
  return steps;
}

/** The template's tips that fit the dish's foods, with their placeholders filled. */
function renderTips(tips: readonly TipSpec[], ctx: RenderContext): string[] {
  return tips.flatMap((tip) => {
    const spec: { when?: string; text: string } = typeof tip === "string" ? { text: tip } : tip;
    if (!holds(spec.when, ctx.filled)) return [];
    const text = renderText(spec.text, ctx);
    return text ? [sentence(text)] : [];
  });
}

/**
 * Louro perfumes the pot and is never eaten: whatever dish cooked it, the leaves come out before it is
 * served.
 */
function removeBayLeaves(steps: string[], plan: DishPlan): string[] {
  const bay = [...plan.filled.values()].flat().find((use) => use.food.key === "louro");
  if (!bay || !steps.some((step) => mentionsFood(step, bay))) return steps;
  const out = [...steps];
  beforeServing(out, "Retire as folhas de louro antes de servir.");
  return out;
}

const STRICTER: Readonly<Record<Course, number>> = { side: 0, dessert: 1, main: 2 };

/** The dish's course by its kind, or by what its title tells a cook when that is the stricter. */
function dishCourse(plan: DishPlan): Course {
  const byKind = courseOf(
    plan.template,
    plan.placed.map((use) => use.food),
  );
  const groups = new Map(Object.entries(plan.template.slots).map(([id, slot]) => [id, slot.group]));
  const ctx: RenderContext = { filled: plan.filled, plural: new Map(), groups, short: true };
  const title = phraseKey(renderText(plan.template.title, ctx) ?? "");
  const namesProtein = plan.placed.some(
    (use) => use.food.role === "protein" && title.includes(phraseKey(use.display)),
  );
  const byTitle = courseOfTitle(title, namesProtein);
  return STRICTER[byTitle] < STRICTER[byKind] ? byTitle : byKind;
}

/**
 * The template's time for the level, or what the steps state when a filling's own steps take longer
 * (raw mandioca boiled before the oven); each level keeps 5 minutes over the one below. `extra` is what
 * the level's own steps add (a beginner's dough rests, an avançado's roast rests).
 */
function totalMinutes(plan: DishPlan, level: SkillLevel, steps: readonly string[], extra: number): number {
  const { template } = plan;
  const index = LEVEL_INDEX[level];
  const stated = Math.ceil(activeMinutes(steps) / 5) * 5 + index * 5;
  const minutes =
    template.minutesWhen?.find((entry) => holds(entry.when, plan.filled))?.minutes ?? template.minutes;
  return Math.max(minutes[index] + extra, stated);
}

function levelFor(template: DishTemplate, asked: SkillLevel): SkillLevel {
  const { ceiling } = template;
  return ceiling && LEVEL_INDEX[ceiling] < LEVEL_INDEX[asked] ? ceiling : asked;
}

/** Turns a planned dish into recipe text for a skill level, or for the dish's ceiling below it. */
export function composeDish(plan: DishPlan, asked: SkillLevel): ComposedDish {
  const { template } = plan;
  const level = levelFor(template, asked);
  const course = dishCourse(plan);
  const { lines, plural, servings: portions } = renderLines(plan, template.servings ?? 2, course);
  const groups = new Map(Object.entries(template.slots).map(([id, slot]) => [id, slot.group]));
  const ctx: RenderContext = { filled: plan.filled, plural, groups, short: false };
  const shortCtx: RenderContext = { ...ctx, short: true };
  const written = removeBayLeaves(ensureMentioned(renderSteps(template, level, ctx), plan), plan);
  const { steps, extraMinutes } = levelSteps(written, level, lines);
  const extras = plan.extras.map((entry) => entry.name);
  const shopping = extras.length ? `Além do que você tem, separe: ${joinList(extras)}.` : "";
  return {
    level,
    // "Frango com quiabo com macarrão": a side joins a title that already has its "com" by "e".
    title: capitalize(renderText(template.title, shortCtx) ?? template.id).replace(
      /( com .+?) com /,
      "$1 e ",
    ),
    description: clamp(capitalize(renderText(template.description, ctx) ?? ""), 400),
    ref: renderText(template.ref, shortCtx) ?? "esta receita",
    ingredients: lines,
    instructions: steps,
    cookingTime: totalMinutes(plan, level, steps, extraMinutes),
    servings: portions,
    tips: clamp(
      [shopping, ...renderTips(template.tips, ctx), levelTip(level, steps, template.flavour === "sweet")]
        .filter(Boolean)
        .join(" "),
      600,
    ),
    substitutions: clamp(renderTips(template.subs, ctx).join(" "), 600),
  };
}

export type { GeneratedRecipe };
