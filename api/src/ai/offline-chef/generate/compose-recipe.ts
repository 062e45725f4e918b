import type { GeneratedRecipe } from "@chefzap/shared";
import type { DishTemplate, StepSpec, TipSpec } from "../knowledge/dish-types.ts";
import { TECHNIQUE_FALLBACK, TECHNIQUE_WORDS } from "../knowledge/techniques.ts";
import { capitalize, joinList } from "../text/sentence.ts";
import type { FoodUse, SkillLevel } from "../types.ts";
import { holds } from "./conditions.ts";
import { renderLine } from "./ingredient-line.ts";
import { levelTip } from "./level-tips.ts";
import { mentionsFood } from "./mentions.ts";
import type { DishPlan } from "./plan-dish.ts";
import { renderText, type RenderContext } from "./render-text.ts";

export interface ComposedDish {
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

function renderLines(plan: DishPlan, servings: number): { lines: string[]; plural: Map<FoodUse, boolean> } {
  const lines: string[] = [];
  const plural = new Map<FoodUse, boolean>();
  for (const [slotId, uses] of plan.filled) {
    const slot = plan.template.slots[slotId]!;
    for (const use of uses) {
      const line = renderLine(use, slot, servings, uses.length);
      lines.push(line.text);
      plural.set(use, line.plural);
    }
  }
  return { lines, plural };
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
    if (rendered) steps.push(sentence(rendered));
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

/** Turns a planned dish into recipe text for a skill level. */
export function composeDish(plan: DishPlan, level: SkillLevel): ComposedDish {
  const { template } = plan;
  const servings = template.servings ?? 2;
  const { lines, plural } = renderLines(plan, servings);
  const groups = new Map(Object.entries(template.slots).map(([id, slot]) => [id, slot.group]));
  const ctx: RenderContext = { filled: plan.filled, plural, groups, short: false };
  const shortCtx: RenderContext = { ...ctx, short: true };
  const steps = removeBayLeaves(ensureMentioned(renderSteps(template, level, ctx), plan), plan);
  const extras = plan.extras.map((entry) => entry.name);
  const shopping = extras.length ? `Além do que você tem, separe: ${joinList(extras)}.` : "";
  return {
    title: capitalize(renderText(template.title, shortCtx) ?? template.id),
    description: clamp(renderText(template.description, ctx) ?? "", 400),
    ref: renderText(template.ref, shortCtx) ?? "esta receita",
    ingredients: lines,
    instructions: steps,
    cookingTime: template.minutes[LEVEL_INDEX[level]],
    servings,
    tips: clamp(
      [shopping, ...renderTips(template.tips, ctx), levelTip(level, steps)].filter(Boolean).join(" "),
      600,
    ),
    substitutions: clamp(template.subs.join(" "), 600),
  };
}

export type { GeneratedRecipe };
