import type { NutritionalProfile } from "@chefzap/shared";
import { useEffect } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProfileFormFields } from "../../components/profile-form-fields";
import { useMenuWizard } from "../hooks/use-menu-wizard";
import { STEP_TITLES } from "../lib/wizard-steps";
import { GenerateError } from "./generate-error";
import { PreferencesStep } from "./preferences-step";
import { ResultStep } from "./result-step";
import { WizardNav } from "./wizard-nav";
import { WizardProgress } from "./wizard-progress";

const DESCRIPTIONS = {
  1: "Com estes dados calculamos sua meta diária de calorias e de proteínas, carboidratos e gorduras.",
  2: "O cardápio respeita seu estilo, suas restrições e o tempo que você tem para cozinhar.",
} as const;

/** The three steps (spec §2): personal info, preferences, the planned week. */
export function MenuWizard({ profile }: { profile: NutritionalProfile | null }) {
  const wizard = useMenuWizard(profile);
  const { step } = wizard;
  // A new step starts at its top: on a phone the buttons that changed it sit at the bottom. A block
  // body: newer browsers answer scrollTo with a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <div className="grid gap-5">
      <WizardProgress step={step} />
      {step === 3 && wizard.menuId ? (
        <ResultStep menuId={wizard.menuId} onRestart={wizard.restart} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{STEP_TITLES[step]}</CardTitle>
            <CardDescription>{DESCRIPTIONS[step === 1 ? 1 : 2]}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              aria-label={STEP_TITLES[step]}
              onSubmit={step === 1 ? wizard.next : wizard.submit}
              className="grid gap-5"
            >
              {step === 1 ? (
                <ProfileFormFields form={wizard.personal} />
              ) : (
                <PreferencesStep form={wizard.preferences} />
              )}
              {step === 2 && wizard.error ? <GenerateError error={wizard.error} /> : null}
              <WizardNav
                step={step === 1 ? 1 : 2}
                ready={wizard.ready}
                pending={wizard.pending}
                onBack={wizard.back}
              />
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
