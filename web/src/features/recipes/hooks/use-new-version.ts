import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PLANS_PATH } from "@/lib/plans-path";
import { useCreateAlternative } from "../api/create-alternative";
import { alternativeErrorMessage, PREMIUM_REQUIRED } from "../lib/alternative-error";

/**
 * "Nova Versão": rewrites the recipe, then refetches it (spec §4); failures become a toast (§8). A
 * published recipe is not rewritten: the server answers a private copy, which the cook is taken to.
 */
export function useNewVersion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCreateAlternative({
    onSuccess: async (recipe, current) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      if (recipe.id === current.id) {
        toast.success("Nova versão pronta!", { description: recipe.title });
        return;
      }
      toast.success("Nova versão pronta!", {
        description: `${recipe.title}: uma cópia só sua. A receita publicada continua como a comunidade avaliou.`,
      });
      await navigate(`/recipes/${encodeURIComponent(recipe.id)}`);
    },
    onError: (error) => {
      const message = alternativeErrorMessage(error);
      toast.error(
        message,
        message === PREMIUM_REQUIRED
          ? { action: { label: "Assinar Premium", onClick: () => void navigate(PLANS_PATH) } }
          : undefined,
      );
    },
  });
}
