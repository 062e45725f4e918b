import { randomInt } from "node:crypto";
import {
  DomainError,
  OBJETIVO_LABELS,
  PROFILE_TARGET_FIELDS,
  type NutritionalProfile,
  type NutritionProfileBody,
  type ShoppingItemBody,
  type WeeklyMenu,
} from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { EntitlementsService, Feature } from "../entitlements/index.ts";
import type { NutritionProfileService } from "../nutrition-profile/index.ts";
import { budgetNote } from "./menu-budget.ts";
import { planInputOf, type CompleteProfile } from "./menu-input.ts";
import { nextMonday, toWeeklyMenu, type StoredPlan } from "./menu-view.ts";
import { MenuPlanError } from "./planner/choose-meals.ts";
import { planWeek } from "./planner/plan-week.ts";
import { buildMenuShoppingList } from "./planner/shopping-list.ts";
import { createWeeklyMenusRepository } from "./weekly-menus.repository.ts";

export interface WeeklyMenusDeps {
  db: Db;
  profiles: NutritionProfileService;
  entitlements: Pick<EntitlementsService, "require">;
  foods: Pick<CatalogueService, "resolve">;
  now?: () => Date;
}

/** Who asks: the plan decides whether menus may be generated. */
export interface MenuCook {
  id: string;
  plan: "free" | "premium";
}

const FIELD_LABELS: Record<string, string> = {
  objetivo: "objetivo",
  sexo: "sexo",
  idade: "idade",
  altura: "altura",
  peso: "peso",
  nivelAtividade: "nível de atividade",
  estiloAlimentar: "estilo alimentar",
  tempoCozinhar: "tempo para cozinhar",
};
// Only exact names, plurals and known misspellings: a guess would silently drop a food from the list.
const AT_HOME_CONFIDENCE = 0.85;
const WEEKLY_MENUS: Feature = "weekly_menus";

/** The fields still empty in the profile for a menu (the wizard also asks for style and time). */
export function missingForMenu(profile: NutritionalProfile | null, wizard: boolean): string[] {
  const fields = wizard
    ? [...PROFILE_TARGET_FIELDS, "estiloAlimentar", "tempoCozinhar"]
    : PROFILE_TARGET_FIELDS;
  return fields.filter((field) => profile?.[field as keyof NutritionalProfile] == null);
}

/**
 * Weekly menus (spec part 2 §2, §3, §7): the form is saved into the profile, as the spec's flow does,
 * then the week is computed from it — never from a prompt — and saved with its shopping list.
 */
export function createWeeklyMenusService(deps: WeeklyMenusDeps) {
  const repo = createWeeklyMenusRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  function atHome(text: string): string[] {
    return text
      .split(/[,;\n]+/)
      .map((part) => part.trim())
      .filter(Boolean)
      .flatMap((part) => {
        const hit = deps.foods.resolve(part);
        return hit && hit.confidence >= AT_HOME_CONFIDENCE ? [hit.food.id] : [];
      });
  }

  function plan(profile: CompleteProfile): StoredPlan {
    const seed = randomInt(1, 2 ** 31 - 1);
    const { input, targets, notes } = planInputOf(profile, seed);
    const budget = profile.orcamento
      ? { tier: profile.orcamento, capCentavos: input.budgetCentavos ?? null }
      : null;
    try {
      const week = planWeek(input);
      const aboutBudget = budgetNote(budget, week.cost);
      return {
        week,
        notes: aboutBudget ? [...notes, aboutBudget] : notes,
        seed,
        budget,
        targets: {
          calories: targets.calories,
          protein: targets.protein.grams,
          carbs: targets.carbs.grams,
          fat: targets.fat.grams,
        },
      };
    } catch (error) {
      if (!(error instanceof MenuPlanError)) throw error;
      // The solver's own words say which limit was hit: the energy, or a meal nothing can be served at.
      if (error.message.startsWith("no portions reach"))
        throw new DomainError(
          "menu_unreachable",
          `Não foi possível montar o cardápio: a meta de ${targets.calories.toLocaleString("pt-BR")} kcal por dia fica fora do que as porções das refeições alcançam. Revise peso, altura, idade e atividade no perfil, ou escolha mais refeições por dia.`,
        );
      throw new DomainError("menu_unreachable");
    }
  }

  async function create(user: MenuCook, profile: NutritionalProfile): Promise<WeeklyMenu> {
    const stored = plan(profile as CompleteProfile);
    const row = await repo.insert({
      userId: user.id,
      title: `Cardápio Semanal – ${OBJETIVO_LABELS[profile.objetivo!]}`,
      weekStart: nextMonday(now()),
      mealsPerDay: profile.refeicoesPorDia,
      plan: stored,
      shoppingList: buildMenuShoppingList(stored.week, atHome(profile.itensEmCasa)),
      form: profile,
    });
    return toWeeklyMenu(row);
  }

  async function get(id: string, userId: string): Promise<WeeklyMenu> {
    const row = await repo.findOwned(id, userId);
    if (!row) throw new DomainError("not_found", "Cardápio não encontrado.");
    return toWeeklyMenu(row);
  }

  function refuseIncomplete(missing: string[]): never {
    const names = missing.map((field) => FIELD_LABELS[field] ?? field).join(", ");
    throw new DomainError("validation_failed", `Para gerar o cardápio, preencha: ${names}.`, {
      field: missing[0]!,
    });
  }

  return {
    /**
     * The wizard and the profile tab: saves what the form sent into the profile (so nothing typed is
     * lost), then plans from the saved profile. `wizard` also asks for the style and the cooking time.
     */
    async generate(user: MenuCook, form: NutritionProfileBody, wizard: boolean): Promise<WeeklyMenu> {
      deps.entitlements.require(user, WEEKLY_MENUS);
      const profile = await deps.profiles.save(user.id, form);
      const missing = missingForMenu(profile, wizard);
      if (missing.length > 0) refuseIncomplete(missing);
      return create(user, profile);
    },

    /** The chat: plans from the saved profile as it is; the missing fields when it is not complete. */
    async generateFromProfile(user: MenuCook): Promise<{ menu: WeeklyMenu } | { missing: string[] }> {
      deps.entitlements.require(user, WEEKLY_MENUS);
      const profile = await deps.profiles.get(user.id);
      const missing = missingForMenu(profile, false);
      if (missing.length > 0) return { missing: missing.map((field) => FIELD_LABELS[field] ?? field) };
      return { menu: await create(user, profile!) };
    },

    async list(userId: string): Promise<WeeklyMenu[]> {
      return (await repo.listByUser(userId)).map(toWeeklyMenu);
    },

    get,

    /** Ticks or unticks one item of the list; a menu of someone else is as unknown as a missing one. */
    async setShoppingItem(id: string, userId: string, body: ShoppingItemBody): Promise<WeeklyMenu> {
      const row = await repo.setChecked(id, userId, body, body.checked);
      if (row) return toWeeklyMenu(row);
      await get(id, userId);
      throw new DomainError("not_found", "Item não encontrado na lista de compras.");
    },

    /** Every menu of the account, as the API shows them, for the data export. */
    exportOf: (userId: string) => repo.listByUser(userId, 10_000).then((rows) => rows.map(toWeeklyMenu)),
  };
}

export type WeeklyMenusService = ReturnType<typeof createWeeklyMenusService>;
