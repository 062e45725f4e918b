import { PASSWORD_MIN_LENGTH } from "@chefzap/shared";
import { useFormContext } from "react-hook-form";
import { newPasswordErrors, type NewPasswordValues } from "../lib/password-rules";
import { PasswordField } from "./password-field";

const rule = (field: keyof NewPasswordValues) => (_: string, values: NewPasswordValues) =>
  newPasswordErrors(values)[field] ?? true;

/** "Nova senha" and its confirmation, checked with the sign-up's rules, inside a FormProvider. */
export function NewPasswordFields({ idPrefix, autoFocus }: { idPrefix: string; autoFocus?: boolean }) {
  const { register, formState } = useFormContext<NewPasswordValues>();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label="Nova senha"
        autoComplete="new-password"
        placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
        autoFocus={autoFocus}
        error={formState.errors.password?.message}
        {...register("password", { validate: rule("password") })}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label="Confirmar nova senha"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword", { validate: rule("confirmPassword") })}
      />
    </>
  );
}
