import { COMMUNITY_FILTERS, type CommunityFilter } from "@chefzap/shared";
import {
  FILTER_LABELS,
  RELEVANCE_LABEL,
  SORT_LABELS,
  type ChosenSort,
  type CommunityParams,
} from "../lib/community-params";
import { OptionSelect } from "./option-select";
import { SearchBox } from "./search-box";

const FILTER_OPTIONS = COMMUNITY_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
const SORT_OPTIONS = (Object.keys(SORT_LABELS) as ChosenSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));
const WITH_RELEVANCE = [{ value: "relevance" as const, label: RELEVANCE_LABEL }, ...SORT_OPTIONS];

interface CommunityControlsProps {
  params: CommunityParams;
  onChange: (change: Partial<CommunityParams>) => void;
}

export function CommunityControls({ params, onChange }: CommunityControlsProps) {
  // With a term and no sort chosen the server ranks by relevance; the select says so.
  const searching = params.search.trim() !== "";
  const sort = params.sort ?? (searching ? "relevance" : "recent");
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_14rem_14rem]">
      <div className="col-span-2 lg:col-span-1">
        <SearchBox value={params.search} onSearch={(search) => onChange({ search })} />
      </div>
      <OptionSelect<CommunityFilter>
        label="Filtrar"
        value={params.filter}
        options={FILTER_OPTIONS}
        onChange={(filter) => onChange({ filter })}
      />
      <OptionSelect<ChosenSort | "relevance">
        label="Ordenar por"
        value={sort}
        options={searching ? WITH_RELEVANCE : SORT_OPTIONS}
        onChange={(value) => onChange({ sort: value === "relevance" ? undefined : value })}
      />
    </div>
  );
}
