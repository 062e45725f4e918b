import type { UserRecipeBody, UserRecipeDraft } from "@chefzap/shared";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { useCreateUserRecipe } from "../api/create-user-recipe";
import { useImproveUserRecipe } from "../api/improve-user-recipe";
import {
  checkRecipeForm,
  draftToFormValues,
  EMPTY_RECIPE_FORM,
  isRecipeField,
  type RecipeField,
  type RecipeFormValues,
} from "../lib/recipe-form-values";
import { focusField } from "../lib/focus-field";

/**
 * The creation form and its two ways out: saving what was typed, or asking for an improvement and then
 * saving it, editing it, or discarding it. Every failure leaves the typed text where it was.
 */
export function useRecipeForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<RecipeFormValues>({ defaultValues: EMPTY_RECIPE_FORM });
  const create = useCreateUserRecipe();
  const improve = useImproveUserRecipe();
  // Tips and substitutions have no fields of their own until an accepted improvement brings some.
  const [withExtras, setWithExtras] = useState(false);
  const busy = create.isPending || improve.isPending;

  const checked = (): UserRecipeBody | null => {
    form.clearErrors();
    const result = checkRecipeForm(form.getValues());
    if (result.ok) return result.body;
    const fields = Object.entries(result.errors) as [RecipeField, string][];
    fields.forEach(([field, message]) => form.setError(field, { message }));
    if (fields[0]) focusField(form, fields[0][0]);
    return null;
  };

  // A field the server named gets its message beside it; anything else shows above the buttons.
  const markServerField = (error: unknown) => {
    if (!(error instanceof ApiError) || !isRecipeField(error.field)) return;
    form.setError(error.field, { message: error.message });
    focusField(form, error.field);
  };

  const save = (body: UserRecipeBody | UserRecipeDraft) => {
    create.mutate(body, {
      onSuccess: (recipe) => {
        form.reset(EMPTY_RECIPE_FORM);
        setWithExtras(false);
        improve.reset();
        toast.success("Receita criada!", { description: recipe.title });
        onCreated();
      },
      onError: markServerField,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = checked();
    if (body) save(body);
  };

  const requestImprovement = () => {
    if (busy) return;
    const body = checked();
    if (!body) return;
    create.reset();
    improve.mutate(body, { onError: markServerField });
  };

  const proposal = improve.data ?? null;

  const editProposal = () => {
    if (!proposal) return;
    form.reset(draftToFormValues(proposal.recipe));
    setWithExtras(true);
    improve.reset();
    // After the comparison gives way to the fields again.
    setTimeout(() => focusField(form, "title"));
  };

  const discardProposal = () => {
    improve.reset();
    setTimeout(() => focusField(form, "title"));
  };

  return {
    form,
    submit,
    requestImprovement,
    proposal,
    sent: improve.variables,
    saveProposal: () => proposal && save(proposal.recipe),
    editProposal,
    discardProposal,
    withExtras,
    creating: create.isPending,
    improving: improve.isPending,
    error: create.error ?? improve.error,
  };
}
