import type { CommunityRecipe } from "@chefzap/shared";

let nextId = 1;

export function aCommunityRecipe(overrides: Partial<CommunityRecipe> = {}): CommunityRecipe {
  const id = `c${nextId++}`;
  return {
    id,
    title: `Receita ${id}`,
    description: null,
    ingredients: ["arroz", "cebola"],
    cookingTime: 25,
    servings: 3,
    averageRating: 0,
    totalRatings: 0,
    createdAt: "2026-03-10T12:00:00.000Z",
    publishedAt: "2026-03-11T12:00:00.000Z",
    authorName: "Maria S.",
    source: "user",
    ...overrides,
  };
}

export const manyCommunityRecipes = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => aCommunityRecipe({ title: `Prato ${from + i}` }));
