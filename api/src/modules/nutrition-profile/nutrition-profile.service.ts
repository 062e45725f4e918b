import { DomainError, type NutritionalProfile, type NutritionProfileBody } from "@chefzap/shared";
import { allergenIds } from "../../ai/grounding/index.ts";
import type { Db } from "../../db/client.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import {
  createNutritionProfileRepository,
  type ProfileChange,
  type ProfileValues,
  type StoredProfile,
} from "./nutrition-profile.repository.ts";
import { COLUMN_OF, EMPTY_VALUES, toProfile, valuesOf } from "./profile-view.ts";

/**
 * The nutritional profile and food preferences (spec part 2 §3, §7): one per user, saved in parts or
 * whole, answered with the energy and macro targets worked out from it. Allergies live on the account
 * (GET/PUT /api/me/allergies read the same list); the profile shows them and may change them.
 */
export function createNutritionProfileService({ db, foods }: { db: Db; foods: CatalogueService }) {
  const repo = createNutritionProfileRepository(db);

  function merge(current: StoredProfile, body: NutritionProfileBody): ProfileChange {
    const values = valuesOf(current.row);
    for (const [field, column] of Object.entries(COLUMN_OF) as [
      keyof typeof COLUMN_OF,
      keyof ProfileValues,
    ][]) {
      const value = body[field];
      if (value === undefined) continue;
      (values as Record<string, unknown>)[column] = value ?? EMPTY_VALUES[column];
    }
    if (!values.profileName) values.profileName = EMPTY_VALUES.profileName;
    resolvePreferences(values, body);
    const allergies = body.allergies && allergenIds().filter((id) => body.allergies!.includes(id));
    return { values, allergies };
  }

  /**
   * A food is never both liked and disliked. Sent in one request, that is a mistake to point out; a list
   * sent alone follows the spec's selector instead: liking a food takes it out of the dislikes, and back.
   */
  function resolvePreferences(values: Required<ProfileValues>, body: NutritionProfileBody): void {
    const liked = body.alimentosQueGosta;
    const disliked = body.alimentosQueNaoGosta;
    if (liked && disliked) {
      const both = liked.find((id) => disliked.includes(id));
      if (both !== undefined)
        throw new DomainError(
          "validation_failed",
          `“${foods.byId(both)?.name ?? both}” não pode estar em Gosto e em Não gosto ao mesmo tempo.`,
          { field: "alimentosQueNaoGosta" },
        );
    } else if (liked) values.dislikedFoods = values.dislikedFoods.filter((id) => !liked.includes(id));
    else if (disliked) values.likedFoods = values.likedFoods.filter((id) => !disliked.includes(id));
  }

  return {
    /** Null before the first save, as the spec's client expects ("profile fields, or nothing"). */
    async get(userId: string): Promise<NutritionalProfile | null> {
      const stored = await repo.find(userId);
      if (!stored) throw new DomainError("unauthenticated");
      return stored.row ? toProfile({ ...stored, row: stored.row }) : null;
    },

    async save(userId: string, body: NutritionProfileBody): Promise<NutritionalProfile> {
      const saved = await repo.update(userId, (current) => merge(current, body));
      if (!saved) throw new DomainError("unauthenticated");
      return toProfile({ ...saved, row: saved.row! });
    },

    /** Whether a preference names a food of the catalogue. */
    isFood: (id: string): boolean => foods.byId(id) !== undefined,
  };
}

export type NutritionProfileService = ReturnType<typeof createNutritionProfileService>;
