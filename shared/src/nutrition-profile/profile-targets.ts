import { PROFILE_TARGET_FIELDS, type ProfileTargetField } from "./profile.ts";
import type { EnergyInput, EnergyTargets } from "./energy-rules.ts";
import { energyTargets } from "./energy.ts";

type ProfileFields = { [K in keyof EnergyInput]?: EnergyInput[K] | null };

/**
 * The targets of a profile as far as it is filled: null with the fields still missing until the six the
 * equation needs are there (the preferences tab may save a profile before the form is complete).
 */
export function profileTargets(profile: ProfileFields): {
  targets: EnergyTargets | null;
  missing: ProfileTargetField[];
} {
  const missing = PROFILE_TARGET_FIELDS.filter((field) => profile[field] == null);
  if (missing.length > 0) return { targets: null, missing };
  return { targets: energyTargets(profile as EnergyInput), missing };
}
