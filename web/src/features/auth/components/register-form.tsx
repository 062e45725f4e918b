import { PASSWORD_MIN_LENGTH, usernameFromEmail, type PublicUser } from "@chefzap/shared";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useRegister } from "../api/register";
import type { EmailDraft } from "../email-draft";
import { FormError } from "./form-error";
import { FormField } from "./form-field";
import { TermsConsent } from "./terms-consent";

interface RegisterFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
}

interface RegisterFormProps extends EmailDraft {
  onAuthenticated: (user: PublicUser) => void;
}

// The wizard's wording, so both ways of signing up say the same.
const SHORT_PASSWORD = `Senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`;

/** The quick sign-up tab of /auth; the guided alternative is the /register wizard. */
export function RegisterForm({ onAuthenticated, email: draft, onEmailChange }: RegisterFormProps) {
  const { register, handleSubmit, formState } = useForm<RegisterFormValues>({
    defaultValues: { email: draft, password: "", firstName: "", lastName: "", username: "" },
  });
  const signUp = useRegister();

  // Spec §5 ignores a short password; we say why instead (the field is focused with its message).
  const submit = handleSubmit((values) => {
    const email = values.email.trim();
    if (!email || signUp.isPending) return;
    signUp.mutate(
      {
        email,
        password: values.password,
        username: values.username.trim() || usernameFromEmail(email),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim() || undefined,
      },
      { onSuccess: onAuthenticated },
    );
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField
        id="register-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <FormField
        id="register-password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 6 caracteres"
        required
        error={formState.errors.password?.message}
        {...register("password", { minLength: { value: PASSWORD_MIN_LENGTH, message: SHORT_PASSWORD } })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label="Nome"
          autoComplete="given-name"
          {...register("firstName")}
        />
        <FormField
          id="register-last-name"
          label="Sobrenome"
          autoComplete="family-name"
          {...register("lastName")}
        />
      </div>
      <FormField
        id="register-username"
        label="Nome de usuário (opcional)"
        autoComplete="username"
        autoCapitalize="none"
        {...register("username")}
      />
      <FormError error={signUp.error} />
      <TermsConsent />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? "Cadastrando..." : "Cadastrar"}
      </Button>
    </form>
  );
}
