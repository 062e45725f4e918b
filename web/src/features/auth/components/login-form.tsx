import type { LoginInput, PublicUser } from "@chefzap/shared";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useLogin } from "../api/login";
import { FormError } from "./form-error";
import { FormField } from "./form-field";

export function LoginForm({ onAuthenticated }: { onAuthenticated: (user: PublicUser) => void }) {
  const { register, handleSubmit } = useForm<LoginInput>({ defaultValues: { email: "", password: "" } });
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
        {...register("email")}
      />
      <FormField
        id="login-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        required
        {...register("password")}
      />
      <FormError error={login.error} />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}
