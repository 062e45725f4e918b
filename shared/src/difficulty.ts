/** The five chef levels of the difficulty guide. */
export const DIFFICULTY_LEVELS = [
  { level: 1, name: "Iniciante" },
  { level: 2, name: "Casual" },
  { level: 3, name: "Intermediário" },
  { level: 4, name: "Avançado" },
  { level: 5, name: "Mestre Chef" },
] as const;

export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export interface DifficultyInput {
  cookingTime: number;
  ingredients: readonly string[];
  instructions: readonly string[];
  servings: number;
  tips?: string | null;
  substitutions?: string | null;
}

const COMPLEX_INGREDIENT = /molho|creme|vinho|especiaria|sauce|cream|wine|spice/i;

function stepScore(value: number, steps: ReadonlyArray<[number, number]>, otherwise: number): number {
  for (const [above, score] of steps) if (value > above) return score;
  return otherwise;
}

/** Spec part 1 §5 "Difficulty estimate": a 1–5 level from time, size and complexity. */
export function estimateDifficulty(input: DifficultyInput): DifficultyLevel {
  let score = 1;
  score += stepScore(
    input.cookingTime,
    [
      [120, 2],
      [60, 1.5],
      [30, 1],
    ],
    0.5,
  );
  score += stepScore(
    input.ingredients.length,
    [
      [15, 2],
      [10, 1.5],
      [6, 1],
    ],
    0.5,
  );
  score += stepScore(
    input.instructions.length,
    [
      [12, 2],
      [8, 1.5],
      [5, 1],
    ],
    0.5,
  );
  score += stepScore(
    input.servings,
    [
      [8, 1],
      [4, 0.5],
    ],
    0,
  );
  if (input.tips) score += 0.5;
  if (input.substitutions) score += 0.5;
  if (input.ingredients.some((i) => COMPLEX_INGREDIENT.test(i))) score += 1;
  const level = Math.min(5, Math.max(1, Math.round(score / 2)));
  return DIFFICULTY_LEVELS[level - 1]!;
}

/** The landing's estimate: only the ingredient list is known, so 30 min, 2 servings, no steps. */
export function estimateLandingDifficulty(ingredients: readonly string[]): DifficultyLevel {
  return estimateDifficulty({ cookingTime: 30, servings: 2, instructions: [], ingredients });
}
