import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useCreateAlternative } from "../api/create-alternative";
import { alternativeErrorMessage, PREMIUM_REQUIRED } from "../lib/alternative-error";

/** "Nova Versão": rewrites the recipe, then refetches it (spec §4); failures become a toast (§8). */
export function useNewVersion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCreateAlternative({
    onSuccess: async (recipe) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      toast.success("Nova versão pronta!", { description: recipe.title });
    },
    onError: (error) => {
      const message = alternativeErrorMessage(error);
      toast.error(
        message,
        message === PREMIUM_REQUIRED
          ? { action: { label: "Assinar Premium", onClick: () => void navigate("/subscribe") } }
          : undefined,
      );
    },
  });
}
