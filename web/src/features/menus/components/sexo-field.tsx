import { SEXOS } from "@chefzap/shared";
import type { UseFormRegister } from "react-hook-form";
import type { ProfileFormValues } from "../lib/profile-form-values";
import { PROFILE_FIELD_LABELS, SEXO_LABELS } from "../lib/profile-labels";

/** Two choices read better side by side than in a picker. */
export function SexoField({
  register,
  error,
}: {
  register: UseFormRegister<ProfileFormValues>;
  error?: string;
}) {
  const errorId = error ? "perfil-sexo-error" : undefined;
  return (
    // A radiogroup, the role that can be marked required; named by its legend.
    <fieldset
      role="radiogroup"
      aria-labelledby="perfil-sexo-legend"
      aria-describedby={errorId}
      aria-required="true"
      className="grid gap-1.5"
    >
      <legend id="perfil-sexo-legend" className="mb-1.5 text-sm font-medium">
        {PROFILE_FIELD_LABELS.sexo}
        <span aria-hidden="true" className="text-primary">
          {" "}
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {SEXOS.map((sexo) => (
          <label
            key={sexo}
            className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-base has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              value={sexo}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-[var(--color-primary)]"
              {...register("sexo")}
            />
            {SEXO_LABELS[sexo]}
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
