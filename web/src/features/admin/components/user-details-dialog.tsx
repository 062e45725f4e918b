import type { AdminUser } from "@chefzap/shared";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useUserDetails } from "../api/get-user-details";
import { DETAILS_FAILED } from "../lib/admin-messages";
import { LoadError } from "./load-error";
import { TableSkeleton } from "./table-skeleton";
import { UserDetailsFacts } from "./user-details-facts";

interface UserDetailsDialogProps {
  /** The row clicked; null while closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Panel two's user-detail modal, read fresh from /api/admin/users/{id}/details when it opens. */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const details = useUserDetails(user?.id ?? null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user?.name ?? "Usuário"}</DialogTitle>
          <DialogDescription className="break-all">{user?.email}</DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <TableSkeleton rows={4} />
        ) : details.isError ? (
          <LoadError message={DETAILS_FAILED} onRetry={() => void details.refetch()} />
        ) : (
          <UserDetailsFacts details={details.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
