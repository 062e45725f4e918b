import {
  DEFAULT_PROFILE_NAME,
  DEFAULT_REFEICOES_POR_DIA,
  ESTILOS_ALIMENTARES,
  ITENS_EM_CASA_MAX,
  NIVEIS_ATIVIDADE,
  OBJETIVOS,
  ORCAMENTOS,
  PROFILE_BOUNDS,
  PROFILE_MAX_FOODS,
  PROFILE_NAME_MAX,
  RESTRICOES,
  SEXOS,
  TEMPOS_COZINHAR,
} from "@chefzap/shared";
import { sql } from "drizzle-orm";
import { check, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "./users.ts";

// Constants written into the DDL, so the checks say the same as the shared schema (a literal, not a
// bound parameter, is what a CHECK constraint can hold).
const max = (n: number) => sql.raw(String(n));
const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;
const between = (column: unknown, bounds: { min: number; max: number }) =>
  sql`${column} between ${max(bounds.min)} and ${max(bounds.max)}`;

/**
 * One nutritional profile per user (the spec's 'Perfil Principal'); the weekly menus are planned from
 * it. Every field may still be empty: the preferences tab saves the food lists before the form is
 * filled. Allergies are not here: they stay on users.allergies, the one list every feature reads.
 */
export const nutritionProfilesTable = pgTable(
  "nutrition_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    profileName: text("profile_name").notNull().default(DEFAULT_PROFILE_NAME),
    goal: text("goal"),
    sex: text("sex"),
    age: smallint("age"),
    heightCm: numeric("height_cm", { precision: 4, scale: 1, mode: "number" }),
    weightKg: numeric("weight_kg", { precision: 4, scale: 1, mode: "number" }),
    activityLevel: text("activity_level"),
    eatingStyle: text("eating_style"),
    /** Catalogue food ids (api/data/catalogue/foods.json), in the order the cook chose them. */
    likedFoods: jsonb("liked_foods").$type<string[]>().notNull().default([]),
    dislikedFoods: jsonb("disliked_foods").$type<string[]>().notNull().default([]),
    /** Dietary restriction ids, the healthy-recipe chips' (vegan, gluten-free…). */
    restrictions: jsonb("restrictions").$type<string[]>().notNull().default([]),
    cookingTime: text("cooking_time"),
    budget: text("budget"),
    itemsAtHome: text("items_at_home").notNull().default(""),
    mealsPerDay: smallint("meals_per_day").notNull().default(DEFAULT_REFEICOES_POR_DIA),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("nutrition_profiles_goal_check", inList(t.goal, OBJETIVOS)),
    check("nutrition_profiles_sex_check", inList(t.sex, SEXOS)),
    check("nutrition_profiles_activity_level_check", inList(t.activityLevel, NIVEIS_ATIVIDADE)),
    check("nutrition_profiles_eating_style_check", inList(t.eatingStyle, ESTILOS_ALIMENTARES)),
    check("nutrition_profiles_cooking_time_check", inList(t.cookingTime, TEMPOS_COZINHAR)),
    check("nutrition_profiles_budget_check", inList(t.budget, ORCAMENTOS)),
    check("nutrition_profiles_age_check", between(t.age, PROFILE_BOUNDS.idade)),
    check("nutrition_profiles_height_check", between(t.heightCm, PROFILE_BOUNDS.altura)),
    check("nutrition_profiles_weight_check", between(t.weightKg, PROFILE_BOUNDS.peso)),
    check("nutrition_profiles_meals_per_day_check", between(t.mealsPerDay, { min: 3, max: 6 })),
    check(
      "nutrition_profiles_profile_name_check",
      sql`char_length(${t.profileName}) between 1 and ${max(PROFILE_NAME_MAX)}`,
    ),
    check(
      "nutrition_profiles_items_at_home_check",
      sql`char_length(${t.itemsAtHome}) <= ${max(ITENS_EM_CASA_MAX)}`,
    ),
    check(
      "nutrition_profiles_lists_check",
      sql`jsonb_typeof(${t.likedFoods}) = 'array' and jsonb_array_length(${t.likedFoods}) <= ${max(PROFILE_MAX_FOODS)}
        and jsonb_typeof(${t.dislikedFoods}) = 'array' and jsonb_array_length(${t.dislikedFoods}) <= ${max(PROFILE_MAX_FOODS)}
        and jsonb_typeof(${t.restrictions}) = 'array' and jsonb_array_length(${t.restrictions}) <= ${max(RESTRICOES.length)}`,
    ),
  ],
);

export type NutritionProfileRow = typeof nutritionProfilesTable.$inferSelect;
export type NewNutritionProfileRow = typeof nutritionProfilesTable.$inferInsert;
