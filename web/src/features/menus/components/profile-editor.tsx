import { PROFILE_TARGET_FIELDS, type NutritionalProfile } from "@chefzap/shared";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { EnergyTargetsCard } from "./energy-targets-card";
import { MissingTargetsNote } from "./missing-targets-note";
import { ProfileForm } from "./profile-form";
import { ProfileSummary } from "./profile-summary";

interface ProfileEditorProps {
  profile: NutritionalProfile | null;
  allergiesPath?: string;
  /** Read once, on the first render: a refetch does not reopen the form. */
  startEditing: boolean;
}

/** Read-only → Editar → saved (read-only again, with the new targets) or cancelled (spec §4). */
export function ProfileEditor({ profile, allergiesPath, startEditing }: ProfileEditorProps) {
  const [editing, setEditing] = useState(startEditing);
  const [justSaved, setJustSaved] = useState(false);
  const targetsHeading = useRef<HTMLHeadingElement>(null);

  // The saved profile may reach the cache a moment after the form closes: focus the targets once shown.
  const hasTargets = !!profile?.targets;
  useEffect(() => {
    if (justSaved && hasTargets) targetsHeading.current?.focus();
  }, [justSaved, hasTargets]);

  if (editing)
    return (
      <ProfileForm
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          toast.success("Perfil salvo!");
          setEditing(false);
          setJustSaved(true);
        }}
      />
    );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <ProfileSummary
        profile={profile}
        allergiesPath={allergiesPath}
        onEdit={() => {
          setJustSaved(false);
          setEditing(true);
        }}
      />
      {profile?.targets ? (
        <EnergyTargetsCard targets={profile.targets} headingRef={targetsHeading} />
      ) : (
        <MissingTargetsNote missing={profile?.missing ?? PROFILE_TARGET_FIELDS} />
      )}
    </div>
  );
}
