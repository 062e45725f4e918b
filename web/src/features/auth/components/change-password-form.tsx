import { CircleCheck } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useChangePassword } from "../api/change-password";
import type { NewPasswordValues } from "../lib/password-rules";
import { FormError } from "./form-error";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: "", password: "", confirmPassword: "" };

// The api names the new password newPassword; the form calls it password, as the sign-up does.
const FORM_FIELD: Record<string, keyof ChangePasswordValues> = {
  currentPassword: "currentPassword",
  newPassword: "password",
};

/** "Alterar senha": the current password, then the new one twice; this session stays signed in. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, formState, setError, reset } = form;
  const change = useChangePassword();

  const submit = handleSubmit(({ currentPassword, password }) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          const field = error instanceof ApiError && error.field ? FORM_FIELD[error.field] : undefined;
          if (field) setError(field, { message: error.message }, { shouldFocus: true });
        },
      },
    );
  });

  const fieldError = change.error instanceof ApiError && change.error.field && FORM_FIELD[change.error.field];
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PasswordField
          id="current-password"
          label="Senha atual"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register("currentPassword", { validate: (value) => (value ? true : "Informe a senha atual") })}
        />
        <NewPasswordFields idPrefix="change" />
        {change.isSuccess && (
          <Alert role="status">
            <CircleCheck aria-hidden="true" className="text-success" />
            <p>
              Senha alterada. As sessões abertas em outros aparelhos foram encerradas; este continua
              conectado.
            </p>
          </Alert>
        )}
        {!fieldError && <FormError error={change.error} />}
        <Button type="submit" size="lg" className="sm:justify-self-start" disabled={change.isPending}>
          {change.isPending ? "Alterando..." : "Alterar senha"}
        </Button>
      </form>
    </FormProvider>
  );
}
