import type { PublicUser } from "@chefzap/shared";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLogin } from "../api/login";
import type { EmailDraft } from "../email-draft";
import { FORGOT_PASSWORD_PATH } from "../paths";
import { FormError } from "./form-error";
import { FormField } from "./form-field";

// The api also takes a username (the admin sign-in's field); this form asks for the e-mail, as the spec does.
interface LoginFields {
  email: string;
  password: string;
}

interface LoginFormProps extends EmailDraft {
  onAuthenticated: (user: PublicUser) => void;
}

export function LoginForm({ onAuthenticated, email: draft, onEmailChange }: LoginFormProps) {
  const { register, handleSubmit, control } = useForm<LoginFields>({
    defaultValues: { email: draft, password: "" },
  });
  // Handed to "Esqueci minha senha", so the e-mail need not be typed twice.
  const typedEmail = useWatch({ control, name: "email" });
  const login = useLogin();

  const submit = handleSubmit(({ email, password }) => {
    // Spec §5: an empty field means the submit is ignored.
    if (!email.trim() || !password || login.isPending) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onAuthenticated });
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField
        id="login-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <FormField
        id="login-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        required
        {...register("password")}
      />
      <Link
        to={FORGOT_PASSWORD_PATH}
        state={{ email: typedEmail.trim() }}
        className="-mt-2 justify-self-end py-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        Esqueci minha senha
      </Link>
      <FormError error={login.error} />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}
