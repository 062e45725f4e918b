import type { FoodsResponse } from "@chefzap/shared";
import { CircleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/error-message";
import { useSaveNutritionalProfile } from "../api/save-nutritional-profile";
import { choicesBody, dislike, like, sameChoices, type FoodChoices } from "../lib/food-choices";
import { FoodSelector } from "./food-selector";
import { PreferencesSaveBar } from "./preferences-save-bar";

interface FoodPreferencesProps {
  catalogue: FoodsResponse;
  saved: FoodChoices;
}

/**
 * The choices start from the saved lists; nothing is sent until the button. The spec shows the button
 * only with a food chosen; it also shows when every saved choice was undone, or that could not be saved.
 */
export function FoodPreferences({ catalogue, saved }: FoodPreferencesProps) {
  const [choices, setChoices] = useState<FoodChoices>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveNutritionalProfile();
  const onLike = useCallback((id: string) => {
    setJustSaved(false);
    setChoices((current) => like(current, id));
  }, []);
  const onDislike = useCallback((id: string) => {
    setJustSaved(false);
    setChoices((current) => dislike(current, id));
  }, []);

  const chosen = choices.liked.length + choices.disliked.length > 0;
  const submit = () =>
    save.mutate(choicesBody(choices), {
      onSuccess: () => setJustSaved(true),
    });

  return (
    <div className="grid gap-4">
      <FoodSelector catalogue={catalogue} choices={choices} onLike={onLike} onDislike={onDislike} />
      {save.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{errorMessage(save.error)}</p>
        </Alert>
      )}
      <PreferencesSaveBar
        choices={choices}
        showSave={chosen || !sameChoices(choices, saved)}
        saving={save.isPending}
        saved={justSaved}
        onSave={submit}
      />
    </div>
  );
}
