import { errorMessages } from "@chefzap/shared";
import { CircleAlert } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useResetPassword } from "../api/reset-password";
import type { NewPasswordValues } from "../lib/password-rules";
import { FORGOT_PASSWORD_PATH } from "../paths";
import { FormError } from "./form-error";
import { NewPasswordFields } from "./new-password-fields";

function DeadLink({ message }: { message: string }) {
  return (
    <Alert variant="destructive" role="alert" className="items-start">
      <CircleAlert aria-hidden="true" />
      <div className="grid gap-3">
        <p>{message}</p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={FORGOT_PASSWORD_PATH}>Pedir um novo link</Link>
        </Button>
      </div>
    </Alert>
  );
}

/** /redefinir-senha?token=: the e-mailed link's page; a new password, then the login. */
export function ResetPasswordPage() {
  useDocumentTitle("Redefinir senha");
  const token = useSearchParams()[0].get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({ defaultValues: { password: "", confirmPassword: "" } });

  const submit = form.handleSubmit(({ password }) => {
    if (reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success("Senha redefinida!", {
            description: "Por segurança, saímos da sua conta em todos os aparelhos. Entre com a nova senha.",
          });
          void navigate("/auth", { replace: true });
        },
      },
    );
  });

  const deadLink =
    reset.error instanceof ApiError && reset.error.code === "reset_token_invalid"
      ? reset.error.message
      : undefined;
  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold leading-tight">Criar nova senha</h1>
          <CardDescription>Escolha uma senha nova para entrar no ChefZap.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <DeadLink message={errorMessages.reset_token_invalid} />
          ) : (
            <FormProvider {...form}>
              <form onSubmit={submit} noValidate className="grid gap-4">
                <NewPasswordFields idPrefix="reset" autoFocus />
                {deadLink ? <DeadLink message={deadLink} /> : <FormError error={reset.error} />}
                <Button type="submit" size="lg" disabled={reset.isPending}>
                  {reset.isPending ? "Salvando..." : "Salvar nova senha"}
                </Button>
              </form>
            </FormProvider>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
