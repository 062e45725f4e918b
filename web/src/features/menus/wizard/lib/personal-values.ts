import { PROFILE_TARGET_FIELDS } from "@chefzap/shared";
import type { ProfileFormValues } from "../../lib/profile-form-values";

export {
  checkProfileForm,
  firstErrorField,
  isProfileField,
  profileFormValues,
  type ProfileFormValues,
} from "../../lib/profile-form-values";

/** Próximo waits until all six fields of step 1 hold something (spec §5); bounds are checked on press. */
export const personalFilled = (values: Partial<ProfileFormValues>) =>
  PROFILE_TARGET_FIELDS.every((field) => (values[field] ?? "").trim() !== "");
