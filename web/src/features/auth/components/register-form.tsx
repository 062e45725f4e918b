import { PASSWORD_MIN_LENGTH, usernameFromEmail, type PublicUser } from "@chefzap/shared";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useRegister } from "../api/register";
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

const EMPTY: RegisterFormValues = { email: "", password: "", firstName: "", lastName: "", username: "" };

/** The quick sign-up tab of /auth; the guided alternative is the /register wizard. */
export function RegisterForm({ onAuthenticated }: { onAuthenticated: (user: PublicUser) => void }) {
  const { register, handleSubmit } = useForm<RegisterFormValues>({ defaultValues: EMPTY });
  const signUp = useRegister();

  const submit = handleSubmit((values) => {
    const email = values.email.trim();
    // Spec §5: ignored while e-mail or password is missing or the password is too short.
    if (!email || values.password.length < PASSWORD_MIN_LENGTH || signUp.isPending) return;
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
        {...register("email")}
      />
      <FormField
        id="register-password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 6 caracteres"
        required
        minLength={PASSWORD_MIN_LENGTH}
        {...register("password")}
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
