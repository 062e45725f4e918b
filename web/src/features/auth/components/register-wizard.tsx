import { FREE_RECIPE_QUOTA, type WizardStep } from "@chefzap/shared";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ComponentType } from "react";
import { FormProvider } from "react-hook-form";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAuthHandoff } from "../hooks/use-auth-handoff";
import { WIZARD_STEPS, useRegisterWizard } from "../hooks/use-register-wizard";
import { TermsConsent } from "./terms-consent";
import { WizardEmailStep } from "./wizard-email-step";
import { WizardNameStep } from "./wizard-name-step";
import { WizardPasswordStep } from "./wizard-password-step";
import { WizardProgress } from "./wizard-progress";
import { WizardWhatsappStep } from "./wizard-whatsapp-step";
import { useDocumentTitle } from "@/lib/use-document-title";

const STEPS: Record<WizardStep, { title: string; Fields: ComponentType }> = {
  1: { title: "Como você se chama?", Fields: WizardNameStep },
  2: { title: "Qual é o seu e-mail?", Fields: WizardEmailStep },
  3: { title: "Qual é o seu WhatsApp?", Fields: WizardWhatsappStep },
  4: { title: "Crie sua senha", Fields: WizardPasswordStep },
};

/** /register: the guided four-step sign-up a visitor reaches from "generate" (spec §2). */
export function RegisterWizard() {
  useDocumentTitle("Crie sua conta");
  const { alreadySignedIn, onAuthenticated } = useAuthHandoff("loading-page");
  const { step, form, onSubmit, goBack, isPending } = useRegisterWizard(onAuthenticated);
  const { title, Fields } = STEPS[step];
  const isLast = step === WIZARD_STEPS;

  if (alreadySignedIn) return <Navigate to="/dashboard" replace />;

  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-12">
      <Card>
        <CardHeader className="gap-4">
          <div>
            <h1 className="text-2xl font-bold leading-tight">Crie sua conta</h1>
            <p className="text-sm text-muted-foreground">
              Comece agora com {FREE_RECIPE_QUOTA} receitas grátis.
            </p>
          </div>
          <WizardProgress step={step} total={WIZARD_STEPS} />
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            {/* Our own pt-BR messages replace the browser's validation bubbles. */}
            <form onSubmit={onSubmit} noValidate className="grid gap-5">
              <h2 className="text-lg font-semibold">{title}</h2>
              <Fields key={step} />
              {isLast && <TermsConsent />}
              <div className="flex gap-3">
                {step > 1 && (
                  <Button variant="outline" size="lg" onClick={goBack} disabled={isPending}>
                    <ArrowLeft aria-hidden="true" />
                    Voltar
                  </Button>
                )}
                <Button type="submit" size="lg" className="flex-1" disabled={isPending}>
                  {isLast ? (isPending ? "Criando conta..." : "Criar conta") : "Continuar"}
                  {!isLast && <ArrowRight aria-hidden="true" />}
                </Button>
              </div>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Já tem conta?{" "}
        <Link to="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
          Fazer login
        </Link>
      </p>
    </main>
  );
}
