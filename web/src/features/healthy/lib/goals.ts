import { HEALTH_GOAL_LABELS, HEALTH_GOALS, type HealthGoal } from "@chefzap/shared";
import { Apple, Dumbbell, HeartPulse, type LucideIcon, Scale, ShieldPlus, Zap } from "lucide-react";

interface GoalCard {
  id: HealthGoal;
  label: string;
  /** What the server holds the recipe to, in a line. */
  hint: string;
  Icon: LucideIcon;
}

const HINTS: Record<HealthGoal, { hint: string; Icon: LucideIcon }> = {
  "weight-loss": { hint: "Até 500 kcal por porção", Icon: Scale },
  "muscle-gain": { hint: "Pelo menos 25 g de proteína", Icon: Dumbbell },
  "heart-health": { hint: "Pouco sódio e gordura saturada", Icon: HeartPulse },
  diabetes: { hint: "Até 60 g de carboidratos, sem açúcar", Icon: Apple },
  energy: { hint: "Carboidratos com fibras", Icon: Zap },
  immunity: { hint: "Vitamina C e vegetais", Icon: ShieldPlus },
};

export const GOAL_CARDS: readonly GoalCard[] = HEALTH_GOALS.map((id) => ({
  id,
  label: HEALTH_GOAL_LABELS[id],
  ...HINTS[id],
}));
