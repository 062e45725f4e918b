import type { WeeklyMenu } from "@chefzap/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { nutritionalProfileQueryKey } from "../../api/get-nutritional-profile";
import { weeklyMenuQueryKey, weeklyMenusQueryKey } from "../../week/api/get-weekly-menus";

/**
 * POST /api/generate-structured-menu with the form checked on both steps. No prompt is sent: the api
 * plans the week from the form alone and saves it into the profile first.
 */
export function generateMenu(profileData: Record<string, unknown>): Promise<WeeklyMenu> {
  return apiRequest<WeeklyMenu>("POST", "/api/generate-structured-menu", { profileData });
}

export function useGenerateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMenu,
    onSuccess: (menu) => {
      queryClient.setQueryData(weeklyMenuQueryKey(menu.id), menu);
      void queryClient.invalidateQueries({ queryKey: weeklyMenusQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: nutritionalProfileQueryKey });
    },
  });
}
