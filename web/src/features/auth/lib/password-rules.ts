import { validateWizardStep } from "@chefzap/shared";

/** A new password and its confirmation, as the sign-up wizard's last step asks for them. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The wizard's step-4 rules and messages (spec part 1 §5), for every form that sets a password. */
export function newPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  // Step 4 reads only the two passwords; the other wizard fields do not matter here.
  return validateWizardStep(4, { name: "", email: "", whatsapp: "", ...values });
}

/** The wizard's e-mail rule and messages (step 2). */
export function emailError(email: string): string | undefined {
  return validateWizardStep(2, { name: "", email, whatsapp: "", password: "", confirmPassword: "" }).email;
}
