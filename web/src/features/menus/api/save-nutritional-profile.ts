import type { NutritionalProfile } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { nutritionalProfileQueryKey } from "./get-nutritional-profile";

/** What the page sends: the form's text as typed, or the two food lists joined by ", " (spec §7). */
export type ProfileUpdate = Record<string, string | number | null>;

/**
 * POST /api/nutritional-profile: fields left out keep what was saved. The answer is the whole profile
 * with its new targets, so it replaces the cached one without another GET.
 */
export function saveNutritionalProfile(update: ProfileUpdate): Promise<NutritionalProfile> {
  return apiRequest<NutritionalProfile>("POST", "/api/nutritional-profile", update);
}

export function useSaveNutritionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNutritionalProfile,
    onSuccess: (profile) => queryClient.setQueryData(nutritionalProfileQueryKey, profile),
  });
}
