import { FORGOT_PASSWORD_ANSWER } from "@chefzap/shared";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useForgotPassword } from "../api/forgot-password";
import { emailError } from "../lib/password-rules";
import { FormError } from "./form-error";
import { FormField } from "./form-field";

/** /esqueci-senha: asks for the account's e-mail and says the same thing whether or not it has one. */
export function ForgotPasswordPage() {
  useDocumentTitle("Esqueci minha senha");
  // The login form hands over what was typed there, so it need not be typed twice.
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { email: typeof typed === "string" ? typed : "" },
  });
  const forgot = useForgotPassword();

  const submit = handleSubmit(({ email }) => {
    if (!forgot.isPending) forgot.mutate({ email: email.trim() });
  });

  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/auth">
          <ArrowLeft aria-hidden="true" />
          Voltar para o login
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold leading-tight">Esqueci minha senha</h1>
          <CardDescription>
            Informe o e-mail da sua conta. Enviaremos um link para você criar uma senha nova.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {forgot.isSuccess ? (
            <div className="grid gap-4">
              <Alert role="status">
                <MailCheck aria-hidden="true" className="text-success" />
                <p>{forgot.data?.message || FORGOT_PASSWORD_ANSWER}</p>
              </Alert>
              <p className="text-sm text-muted-foreground">
                O link vale por 30 minutos e só pode ser usado uma vez.
              </p>
              <Button variant="outline" className="justify-self-start" onClick={() => forgot.reset()}>
                Enviar de novo
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField
                id="forgot-email"
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                autoFocus
                error={formState.errors.email?.message}
                {...register("email", { validate: (email) => emailError(email) ?? true })}
              />
              <FormError error={forgot.error} />
              <Button type="submit" size="lg" disabled={forgot.isPending}>
                {forgot.isPending ? "Enviando..." : "Enviar link"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
