import type { WizardValues } from "@chefzap/shared";
import { useFormContext } from "react-hook-form";
import { FormField } from "./form-field";

export function WizardNameStep() {
  const { register, formState } = useFormContext<WizardValues>();
  return (
    <FormField
      id="wizard-name"
      label="Nome completo"
      autoComplete="name"
      autoFocus
      error={formState.errors.name?.message}
      {...register("name")}
    />
  );
}
