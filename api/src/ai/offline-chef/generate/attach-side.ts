import { SIDE_HOSTS, sideDishOf } from "../knowledge/side-dishes.ts";
import type { DishTemplate, StepSpec } from "../knowledge/dish-types.ts";
import type { FoodUse } from "../types.ts";
import type { DishPlan } from "./plan-dish.ts";

const SERVES = /\bsirva\b/i;

function stepText(spec: StepSpec): string {
  return typeof spec === "string" ? spec : (spec.i ?? spec.m ?? spec.a ?? "");
}

/**
 * The plate is made up just before the step that serves the dish; a dish with no such step (a roast
 * that ends in the oven) ends by serving it with the side.
 */
function withPlating(steps: readonly StepSpec[], plate: string): StepSpec[] {
  const serving = steps.findIndex((spec) => SERVES.test(stepText(spec)));
  if (serving < 0) return [...steps, "Sirva com {o side} ao lado."];
  return [...steps.slice(0, serving), plate, ...steps.slice(serving)];
}

/**
 * A staple the cook gave (pasta, rice, mandioca, cuscuz, batata) that the dish had no place for is
 * cooked beside it and served with it, when the dish is one a cook serves that way: an estrogonofe with
 * the cook's macarrão rather than the macarrão left out.
 */
export function attachSide(plan: DishPlan): DishPlan {
  const { template } = plan;
  if (template.flavour !== "savory" || !SIDE_HOSTS.has(template.category)) return plan;
  if (plan.placed.some((use) => sideDishOf(use.food))) return plan;
  const use: FoodUse | undefined = plan.unplaced.find((candidate) => sideDishOf(candidate.food));
  if (!use) return plan;
  const side = sideDishOf(use.food)!;
  const withSide: DishTemplate = {
    ...template,
    title: `${template.title} com {side}`,
    slots: { ...template.slots, side: { accepts: [use.food.key], prep: "" } },
    steps: [side.cook, ...withPlating(template.steps, side.plate)],
  };
  return {
    ...plan,
    template: withSide,
    filled: new Map([...plan.filled, ["side", [use]]]),
    placed: [...plan.placed, use],
    unplaced: plan.unplaced.filter((other) => other !== use),
  };
}
