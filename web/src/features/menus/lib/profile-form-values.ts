import {
  nutritionProfileBodySchema,
  PROFILE_TARGET_FIELDS,
  type NutritionalProfile,
  type ProfileTargetField,
} from "@chefzap/shared";

export type ProfileFormValues = Record<ProfileTargetField, string>;
export type ProfileFormErrors = Partial<Record<ProfileTargetField, string>>;

/** What each field says when left empty: the spec marks all six with "*". */
const REQUIRED: Record<ProfileTargetField, string> = {
  objetivo: "Escolha seu objetivo principal.",
  sexo: "Escolha o sexo.",
  idade: "Informe sua idade.",
  altura: "Informe sua altura em centímetros.",
  peso: "Informe seu peso em quilos.",
  nivelAtividade: "Escolha seu nível de atividade física.",
};

// The api's own schema, so the form refuses what the api would (bounds and option values, pt-BR).
// Built at the first check, not as the menus page loads: building it is most of zod's cost there.
let schema: ReturnType<typeof pickSchema> | undefined;
const pickSchema = () =>
  nutritionProfileBodySchema().pick({
    objetivo: true,
    sexo: true,
    idade: true,
    altura: true,
    peso: true,
    nivelAtividade: true,
  });

export function profileFormValues(profile: NutritionalProfile | null | undefined): ProfileFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  return Object.fromEntries(
    PROFILE_TARGET_FIELDS.map((field) => [field, text(profile?.[field])]),
  ) as ProfileFormValues;
}

export const isProfileField = (name: unknown): name is ProfileTargetField =>
  (PROFILE_TARGET_FIELDS as readonly unknown[]).includes(name);

type Checked =
  | { ok: true; body: Record<ProfileTargetField, string | number | null> }
  | { ok: false; errors: ProfileFormErrors };

/** The six fields checked in the form's order; the body is what the api will store. */
export function checkProfileForm(values: ProfileFormValues): Checked {
  const errors: ProfileFormErrors = {};
  for (const field of PROFILE_TARGET_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED[field];
  const parsed = (schema ??= pickSchema()).safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isProfileField(field)) errors[field] ??= issue.message;
    }
  const first = PROFILE_TARGET_FIELDS.find((field) => errors[field]);
  if (first || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data as Record<ProfileTargetField, string | number | null> };
}

/** The first field with an error, in the form's order (where focus goes). */
export const firstErrorField = (errors: ProfileFormErrors) =>
  PROFILE_TARGET_FIELDS.find((field) => errors[field]);
