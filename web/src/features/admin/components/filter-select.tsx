import { Label } from "@/components/ui/label";

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: V | undefined;
  options: Record<V, string>;
  onChange: (value: V | undefined) => void;
  /** The no-filter option's name, agreeing with the label ("Todas" for a situação). */
  allLabel?: string;
}

/** A native select (keyboard and screen readers for free) with an "all" option for no filter. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  allLabel = "Todos",
}: FilterSelectProps<V>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
        className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-foreground"
      >
        <option value="">{allLabel}</option>
        {(Object.entries(options) as [V, string][]).map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
