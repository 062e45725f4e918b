import type { AdminUser } from "@chefzap/shared";
import { toast } from "sonner";
import { errorMessage } from "@/lib/error-message";
import { useBulkAction, useResetRecipes } from "../api/user-actions";
import { SELECT_FOR_EMAIL, SELECT_FOR_RESET } from "../lib/admin-messages";
import type { BulkTemplate } from "../lib/bulk-templates";
import type { Selection } from "./use-selection";

const succeeded = ({ message }: { message: string }) => toast.success("Sucesso", { description: message });
const failed = (error: unknown) => toast.error("Erro", { description: errorMessage(error) });

/**
 * Bulk and single actions with the spec's toasts: 'Sucesso' or 'Erro' with the server's message. A
 * bulk action that went through clears the selection (spec §4); a failed one keeps it to try again.
 */
export function useUserActions(selection: Selection) {
  const bulk = useBulkAction();
  const reset = useResetRecipes();
  const userIds = () => [...selection.ids];

  const afterBulk = {
    onSuccess: (result: { message: string }) => {
      selection.clear();
      succeeded(result);
    },
    onError: failed,
  };

  return {
    busy: bulk.isPending,
    resetting: reset.isPending ? (reset.variables ?? null) : null,
    resetSelected() {
      if (selection.ids.size === 0) return void toast.error(SELECT_FOR_RESET);
      bulk.mutate({ action: "reset-free-recipes", userIds: userIds() }, afterBulk);
    },
    /** False when nobody is selected, so the caller opens no template dialog. */
    canEmail() {
      if (selection.ids.size > 0) return true;
      toast.error(SELECT_FOR_EMAIL);
      return false;
    },
    emailSelected(template: BulkTemplate, onDone: () => void) {
      bulk.mutate(
        { action: "send-email", userIds: userIds(), template },
        {
          ...afterBulk,
          onSuccess: (result) => {
            afterBulk.onSuccess(result);
            onDone();
          },
        },
      );
    },
    resetOne(user: AdminUser) {
      reset.mutate(user.id, { onSuccess: succeeded, onError: failed });
    },
  };
}
