import type { UseFormRegisterReturn } from "react-hook-form";

interface ChoiceChipsProps {
  legend: string;
  hint?: string;
  type: "checkbox" | "radio";
  options: Readonly<Record<string, string>>;
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: string;
}

/** A set of chips backed by real checkboxes or radios, so the keyboard and screen readers know them. */
export function ChoiceChips({ legend, hint, type, options, registration, error, columns }: ChoiceChipsProps) {
  const errorId = error ? `${registration.name}-error` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {hint && <span className="font-normal text-muted-foreground"> ({hint})</span>}
      </legend>
      <div className={columns ?? "flex flex-wrap gap-2"}>
        {Object.entries(options).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type={type}
              value={value}
              className="size-4 accent-[var(--color-primary)]"
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
