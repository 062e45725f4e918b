import { planLabels, userStatusLabels } from "../lib/user-labels";
import type { UsersFilter } from "../lib/users-query";
import { FilterSelect } from "./filter-select";
import { SearchField } from "./search-field";

interface UsersToolbarProps {
  filter: UsersFilter;
  onChange: (change: Partial<UsersFilter>) => void;
  onSearch: (text: string) => void;
}

export function UsersToolbar({ filter, onChange, onSearch }: UsersToolbarProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <SearchField
        id="admin-users-search"
        label="Buscar usuários"
        placeholder="Nome, e-mail ou usuário"
        onSearch={onSearch}
      />
      <FilterSelect
        id="admin-users-plan"
        label="Plano"
        value={filter.plan}
        options={planLabels}
        onChange={(plan) => onChange({ plan })}
      />
      <FilterSelect
        id="admin-users-status"
        label="Situação"
        value={filter.status}
        options={userStatusLabels}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
