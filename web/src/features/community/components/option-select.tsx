import { ChevronDown } from "lucide-react";
import { useId } from "react";

interface OptionSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled native select: the phone's own picker, and keyboard and screen-reader support for free. */
export function OptionSelect<T extends string>({ label, value, options, onChange }: OptionSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className="h-11 w-full appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
