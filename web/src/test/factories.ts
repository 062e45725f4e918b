import { FOOD_CATEGORIES, type FoodsResponse, type PublicUser, type Recipe } from "@chefzap/shared";

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "u1",
    email: "ana@example.com",
    username: "ana_abc123",
    firstName: "Ana",
    lastName: "Souza",
    name: "Ana Souza",
    whatsapp: "11987654321",
    role: "user",
    plan: "free",
    freeRecipesUsed: 1,
    freeRecipesQuota: 3,
    isAdmin: false,
    createdAt: "2026-01-10T12:00:00.000Z",
    ...overrides,
  };
}

let nextId = 1;

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = String(nextId++);
  return {
    id,
    userId: "u1",
    title: `Receita ${id}`,
    description: null,
    ingredients: ["arroz", "cebola"],
    ingredientsList: null,
    instructions: ["Cozinhe."],
    cookingTime: 25,
    servings: 3,
    tips: null,
    substitutions: null,
    skillLevel: "iniciante",
    isHealthy: false,
    averageRating: 0,
    totalRatings: 0,
    createdAt: "2026-03-10T12:00:00.000Z",
    ...overrides,
  };
}

/** GET /api/foods with two common foods and one other per category ("proteinas-1", …). */
export function aFoodsResponse(): FoodsResponse {
  return {
    categories: FOOD_CATEGORIES.map((name, i) => {
      const id = `categoria_${i}`;
      const food = (n: number, common: boolean) => ({
        id: `${id}_${n}`,
        name: `${name} ${n}`,
        common,
        icon: "🍽️",
      });
      return { id, name, foods: [food(1, true), food(2, true), food(3, false)] };
    }),
  };
}
