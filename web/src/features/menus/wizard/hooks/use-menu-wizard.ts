import type { NutritionalProfile } from "@chefzap/shared";
import { useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "@/lib/api-client";
import {
  checkProfileForm,
  firstErrorField,
  isProfileField,
  profileFormValues,
  personalFilled,
  type ProfileFormValues,
} from "../lib/personal-values";
import { useGenerateMenu } from "../api/generate-menu";
import {
  checkPreferences,
  isPreferencesField,
  preferencesFilled,
  preferencesValues,
  PREFERENCES_FIELDS,
  type PreferencesField,
  type PreferencesValues,
} from "../lib/preferences-values";
import type { WizardStep } from "../lib/wizard-steps";

/**
 * The wizard's state (spec §4): step 1 checked before step 2, both checked by the api's schema before
 * the week is asked for; a field the api refuses sends the cook back to the step that holds it.
 */
export function useMenuWizard(profile: NutritionalProfile | null) {
  const [step, setStep] = useState<WizardStep>(1);
  const [menuId, setMenuId] = useState<string | null>(null);
  const personal = useForm<ProfileFormValues>({ defaultValues: profileFormValues(profile) });
  const preferences = useForm<PreferencesValues>({ defaultValues: preferencesValues(profile) });
  const personalNow = useWatch({ control: personal.control }) as ProfileFormValues;
  const preferencesNow = useWatch({ control: preferences.control }) as PreferencesValues;
  const generate = useGenerateMenu();

  const next = (event: FormEvent) => {
    event.preventDefault();
    personal.clearErrors();
    const checked = checkProfileForm(personal.getValues());
    if (checked.ok) return setStep(2);
    for (const [field, message] of Object.entries(checked.errors))
      personal.setError(field as keyof ProfileFormValues, { message });
    const first = firstErrorField(checked.errors);
    if (first) personal.setFocus(first);
  };

  const refused = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    if (isProfileField(error.field)) {
      setStep(1);
      personal.setError(error.field, { message: error.message });
    } else if (isPreferencesField(error.field)) {
      preferences.setError(error.field, { message: error.message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    preferences.clearErrors();
    const first = checkProfileForm(personal.getValues());
    if (!first.ok) return setStep(1);
    const second = checkPreferences(preferences.getValues());
    if (!second.ok) {
      for (const [field, message] of Object.entries(second.errors))
        preferences.setError(field as PreferencesField, { message });
      const focus = PREFERENCES_FIELDS.find((field) => second.errors[field]);
      if (focus) preferences.setFocus(focus);
      return;
    }
    generate.mutate(
      { ...first.body, ...second.body },
      {
        onSuccess: (menu) => {
          setMenuId(menu.id);
          setStep(3);
        },
        onError: refused,
      },
    );
  };

  // Spec §4: 'Criar Novo Cardápio' starts over on step 1 with an empty form (5 meals a day).
  const restart = () => {
    personal.reset(profileFormValues(null));
    preferences.reset(preferencesValues(null));
    generate.reset();
    setMenuId(null);
    setStep(1);
  };

  const fieldError = generate.error instanceof ApiError && generate.error.field !== undefined;
  return {
    step,
    menuId,
    personal,
    preferences,
    ready: step === 1 ? personalFilled(personalNow) : preferencesFilled(preferencesNow),
    pending: generate.isPending,
    error: fieldError ? null : generate.error,
    next,
    submit,
    back: () => setStep(1),
    restart,
  };
}
