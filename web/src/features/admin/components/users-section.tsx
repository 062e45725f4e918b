import { ADMIN_PAGE_SIZE, type AdminUser } from "@chefzap/shared";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/error-message";
import { getFilteredUserIds, useAdminUsers } from "../api/get-admin-users";
import { useSelection } from "../hooks/use-selection";
import { useUserActions } from "../hooks/use-user-actions";
import { initialUsersFilter, usersExportPath, type UsersFilter } from "../lib/users-query";
import { BulkActionsBar } from "./bulk-actions-bar";
import { LoadError } from "./load-error";
import { Pager } from "./pager";
import { SendEmailDialog } from "./send-email-dialog";
import { TableSkeleton } from "./table-skeleton";
import { UsersTable } from "./users-table";
import { UsersToolbar } from "./users-toolbar";

interface UsersSectionProps {
  /** Panel two reads /users-complete; both show the same table. */
  complete?: boolean;
  onDetails: (user: AdminUser) => void;
}

/** Search, filters, sort, pages, selection and the actions on it: the users tab of both panels. */
export function UsersSection({ complete = false, onDetails }: UsersSectionProps) {
  const [filter, setFilter] = useState<UsersFilter>(initialUsersFilter);
  const [emailOpen, setEmailOpen] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const users = useAdminUsers(filter, complete);
  const selection = useSelection();
  const actions = useUserActions(selection);

  // Any change of filter or order starts again from the first page.
  const change = (patch: Partial<UsersFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const onSearch = useCallback(
    (search: string) => setFilter((f) => (f.search === search ? f : { ...f, search, page: 1 })),
    [],
  );

  const selectAllFiltered = async () => {
    setSelectingAll(true);
    try {
      selection.setMany(await getFilteredUserIds(filter), true);
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error) });
    } finally {
      setSelectingAll(false);
    }
  };

  return (
    <section aria-labelledby="admin-users-title" className="grid grid-cols-1 gap-4">
      <h2 id="admin-users-title" className="text-xl font-bold">
        Usuários
      </h2>
      <UsersToolbar filter={filter} onChange={change} onSearch={onSearch} />
      <BulkActionsBar
        selected={selection.ids.size}
        matching={users.data?.total}
        selectingAll={selectingAll}
        busy={actions.busy}
        exportHref={usersExportPath(filter)}
        onSelectAll={() => void selectAllFiltered()}
        onClear={selection.clear}
        onReset={actions.resetSelected}
        onEmail={() => actions.canEmail() && setEmailOpen(true)}
      />
      {users.isPending ? (
        <TableSkeleton />
      ) : users.isError ? (
        <LoadError message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">Nenhum usuário encontrado com esses filtros.</p>
      ) : (
        <>
          <UsersTable
            users={users.data.items}
            filter={filter}
            onSort={(sort) => change({ sort })}
            selection={selection}
            onDetails={onDetails}
            onReset={actions.resetOne}
            resetting={actions.resetting}
          />
          <Pager
            label="Páginas de usuários"
            page={filter.page}
            pageSize={ADMIN_PAGE_SIZE}
            total={users.data.total}
            shown={users.data.items.length}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
      <SendEmailDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        recipients={selection.ids.size}
        sending={actions.busy}
        onSend={(template) => actions.emailSelected(template, () => setEmailOpen(false))}
      />
    </section>
  );
}
