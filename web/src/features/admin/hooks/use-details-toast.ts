import type { AdminUser } from "@chefzap/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "sonner";
import { userDetailsOptions } from "../api/get-user-details";
import { DETAILS_FAILED } from "../lib/admin-messages";
import { formatInteger, formatRating } from "../lib/format-numbers";

/** Panel one's details (spec §8): a toast with the recipes generated and the average rating. */
export function useDetailsToast() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: AdminUser) => {
      try {
        const { recipeStats } = await queryClient.fetchQuery(userDetailsOptions(user.id));
        toast(user.name, {
          description: `Receitas geradas: ${formatInteger(recipeStats.totalGenerated)} · Avaliação média: ${formatRating(recipeStats.averageRating)}`,
        });
      } catch {
        toast.error("Erro", { description: DETAILS_FAILED });
      }
    },
    [queryClient],
  );
}
