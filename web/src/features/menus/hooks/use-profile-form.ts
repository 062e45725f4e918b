import type { NutritionalProfile } from "@chefzap/shared";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/api-client";
import { useSaveNutritionalProfile } from "../api/save-nutritional-profile";
import {
  checkProfileForm,
  firstErrorField,
  isProfileField,
  profileFormValues,
  type ProfileFormValues,
} from "../lib/profile-form-values";

/**
 * The profile's six fields, checked by the api's own schema before anything is sent. What was typed
 * stays in place on every failure; a field the api names gets its message beside it.
 */
export function useProfileForm({
  profile,
  onSaved,
}: {
  profile: NutritionalProfile | null;
  onSaved: (profile: NutritionalProfile) => void;
}) {
  const form = useForm<ProfileFormValues>({ defaultValues: profileFormValues(profile) });
  const save = useSaveNutritionalProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    form.clearErrors();
    const checked = checkProfileForm(form.getValues());
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors))
        form.setError(field as keyof ProfileFormValues, { message });
      const first = firstErrorField(checked.errors);
      if (first) form.setFocus(first);
      return;
    }
    save.mutate(checked.body, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!(error instanceof ApiError) || !isProfileField(error.field)) return;
        form.setError(error.field, { message: error.message });
        form.setFocus(error.field);
      },
    });
  };

  const fieldError = save.error instanceof ApiError && isProfileField(save.error.field);
  return { form, submit, saving: save.isPending, error: fieldError ? null : save.error };
}
