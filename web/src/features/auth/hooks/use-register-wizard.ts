import {
  normalizeWhatsapp,
  splitName,
  usernameFromEmail,
  validateWizardStep,
  type PublicUser,
  type WizardStep,
  type WizardValues,
} from "@chefzap/shared";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { useRegister } from "../api/register";
import { errorMessage } from "@/lib/error-message";

export const WIZARD_STEPS = 4;

const EMPTY: WizardValues = { name: "", email: "", whatsapp: "", password: "", confirmPassword: "" };

/** Where a field the server rejected is typed, so the wizard can go back to it. */
const SERVER_FIELDS: Record<string, { field: keyof WizardValues; step: WizardStep }> = {
  name: { field: "name", step: 1 },
  firstName: { field: "name", step: 1 },
  lastName: { field: "name", step: 1 },
  email: { field: "email", step: 2 },
  whatsapp: { field: "whatsapp", step: 3 },
  password: { field: "password", step: 4 },
};

function toPayload(values: WizardValues) {
  const email = values.email.trim();
  const name = values.name.trim();
  const { firstName, lastName } = splitName(name);
  return {
    email,
    password: values.password,
    username: usernameFromEmail(email),
    firstName,
    lastName: lastName || undefined,
    name,
    whatsapp: normalizeWhatsapp(values.whatsapp),
  };
}

/**
 * State of the four-step sign-up: one form holds every step's values, so going back or failing on
 * the server never loses what was typed; each step is checked with the shared wizard rules.
 */
export function useRegisterWizard(onAuthenticated: (user: PublicUser) => void) {
  const [step, setStep] = useState<WizardStep>(1);
  const form = useForm<WizardValues>({ defaultValues: EMPTY });
  const signUp = useRegister();

  const stepIsValid = (): boolean => {
    const errors = Object.entries(validateWizardStep(step, form.getValues()));
    form.clearErrors();
    errors.forEach(([field, message], i) =>
      form.setError(field as keyof WizardValues, { message }, { shouldFocus: i === 0 }),
    );
    return errors.length === 0;
  };

  const showServerError = (error: unknown) => {
    toast.error("Erro ao criar conta", { description: errorMessage(error) });
    const target = error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;
    if (!target) return;
    setStep(target.step);
    form.setError(target.field, { message: error instanceof ApiError ? error.message : "" });
  };

  const submitAccount = () =>
    signUp.mutate(toPayload(form.getValues()), {
      onSuccess: (user) => {
        toast.success("Conta criada com sucesso!");
        onAuthenticated(user);
      },
      onError: showServerError,
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending || !stepIsValid()) return;
    if (step < WIZARD_STEPS) setStep((step + 1) as WizardStep);
    else submitAccount();
  };

  const goBack = () => {
    form.clearErrors();
    setStep((s) => Math.max(1, s - 1) as WizardStep);
  };

  return { step, form, onSubmit, goBack, isPending: signUp.isPending };
}
