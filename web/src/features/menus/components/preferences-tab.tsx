import { useFoods } from "@/lib/foods";
import { useNutritionalProfile } from "../api/get-nutritional-profile";
import { choicesOf } from "../lib/food-choices";
import { FoodPreferences } from "./food-preferences";
import { LoadError } from "./load-error";
import { TabSkeleton } from "./tab-skeleton";

/** Preferências: the food selector over the catalogue, saved into the nutritional profile. */
export function PreferencesTab() {
  const profile = useNutritionalProfile();
  const foods = useFoods();
  if (profile.isError || foods.isError)
    return (
      <LoadError
        error={profile.error ?? foods.error}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (foods.isError) void foods.refetch();
        }}
      />
    );
  if (profile.isPending || foods.isPending) return <TabSkeleton label="Carregando alimentos" />;
  return <FoodPreferences catalogue={foods.data} saved={choicesOf(profile.data)} />;
}
