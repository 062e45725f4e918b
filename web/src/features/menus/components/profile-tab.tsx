import type { NutritionalProfile } from "@chefzap/shared";
import { useNutritionalProfile } from "../api/get-nutritional-profile";
import { LoadError } from "./load-error";
import { ProfileEditor } from "./profile-editor";
import { TabSkeleton } from "./tab-skeleton";

/** Perfil Nutricional: the cook's profile and the targets the api works out from it. */
export function ProfileTab({ allergiesPath }: { allergiesPath?: string }) {
  const profile = useNutritionalProfile();
  if (profile.isPending) return <TabSkeleton label="Carregando perfil" />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ProfileEditor
      profile={profile.data}
      allergiesPath={allergiesPath}
      startEditing={isBlank(profile.data)}
    />
  );
}

/** No profile yet, or one the preferences tab saved with none of the six fields (spec §4). */
const isBlank = (profile: NutritionalProfile | null) => !profile || profile.missing.length === 6;
