import type { WizardValues } from "@chefzap/shared";
import { useFormContext } from "react-hook-form";
import { FormField } from "./form-field";

export function WizardPasswordStep() {
  const { register, formState } = useFormContext<WizardValues>();
  return (
    <div className="grid gap-4">
      <FormField
        id="wizard-password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 6 caracteres"
        autoFocus
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <FormField
        id="wizard-confirm-password"
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
    </div>
  );
}
