import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useAdminSignIn } from "../api/admin-sign-in";
import { LOGIN_FAILED, NOT_AN_ADMIN, REQUIRED_FIELDS } from "../lib/admin-messages";
import { ADMIN_PANEL_PATH } from "../paths";
import { SecretInput } from "./secret-input";

/** Wrong credentials read as the spec's message; a refusal for another reason (too many tries, offline) keeps its own. */
function loginFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? LOGIN_FAILED.description : errorMessage(error);
}

export function AdminLoginForm() {
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useAdminSignIn();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) {
      toast.error(REQUIRED_FIELDS.title, { description: REQUIRED_FIELDS.description });
      return;
    }
    signIn.mutate(
      { login: login.trim(), password },
      {
        onSuccess: (user) => {
          if (user.isAdmin) {
            // An earlier failure's toast must not linger over the panel.
            toast.dismiss();
            void navigate(ADMIN_PANEL_PATH, { replace: true });
          } else toast.error(NOT_AN_ADMIN.title, { description: NOT_AN_ADMIN.description });
        },
        onError: (error) => toast.error(LOGIN_FAILED.title, { description: loginFailure(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="admin-login">Usuário ou e-mail</Label>
        <Input
          id="admin-login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-password">Senha</Label>
        <SecretInput
          id="admin-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}
