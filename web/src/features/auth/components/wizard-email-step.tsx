import type { WizardValues } from "@chefzap/shared";
import { useFormContext } from "react-hook-form";
import { FormField } from "./form-field";

export function WizardEmailStep() {
  const { register, formState } = useFormContext<WizardValues>();
  return (
    <FormField
      id="wizard-email"
      label="E-mail"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      autoFocus
      error={formState.errors.email?.message}
      {...register("email")}
    />
  );
}
