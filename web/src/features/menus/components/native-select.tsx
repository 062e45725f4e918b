import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

interface NativeSelectProps extends ComponentProps<"select"> {
  options: Readonly<Record<string, string>>;
  placeholder: string;
}

/** The phone's own picker; an empty first option so nothing is chosen for the cook. */
export function NativeSelect({ options, placeholder, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        className="h-11 w-full appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
        {...props}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
