import {
  DEFAULT_REFEICOES_POR_DIA,
  nutritionProfileBodySchema,
  type NutritionalProfile,
} from "@chefzap/shared";

/** Step 2 as the form holds it: selects as strings, restrictions as a list of ids. */
export interface PreferencesValues {
  estiloAlimentar: string;
  restricoes: string[];
  tempoCozinhar: string;
  orcamento: string;
  itensEmCasa: string;
  refeicoesPorDia: string;
}
export type PreferencesField = keyof PreferencesValues;
export type PreferencesErrors = Partial<Record<PreferencesField, string>>;

export const PREFERENCES_FIELDS: readonly PreferencesField[] = [
  "estiloAlimentar",
  "restricoes",
  "tempoCozinhar",
  "orcamento",
  "itensEmCasa",
  "refeicoesPorDia",
];

/** Spec §5: only the style and the cooking time are required on step 2. */
const REQUIRED: Partial<Record<PreferencesField, string>> = {
  estiloAlimentar: "Escolha seu estilo alimentar.",
  tempoCozinhar: "Escolha quanto tempo quer cozinhar por refeição.",
};

// The api's own schema, so step 2 refuses what the api would, with its pt-BR messages.
const schema = nutritionProfileBodySchema().pick({
  estiloAlimentar: true,
  restricoes: true,
  tempoCozinhar: true,
  orcamento: true,
  itensEmCasa: true,
  refeicoesPorDia: true,
});

export function preferencesValues(profile: NutritionalProfile | null | undefined): PreferencesValues {
  return {
    estiloAlimentar: profile?.estiloAlimentar ?? "",
    restricoes: [...(profile?.restricoes ?? [])],
    tempoCozinhar: profile?.tempoCozinhar ?? "",
    orcamento: profile?.orcamento ?? "",
    itensEmCasa: profile?.itensEmCasa ?? "",
    refeicoesPorDia: String(profile?.refeicoesPorDia ?? DEFAULT_REFEICOES_POR_DIA),
  };
}

/** The Generate button waits for the two required choices (spec §5). */
export const preferencesFilled = (values: Pick<PreferencesValues, "estiloAlimentar" | "tempoCozinhar">) =>
  values.estiloAlimentar !== "" && values.tempoCozinhar !== "";

export const isPreferencesField = (name: unknown): name is PreferencesField =>
  (PREFERENCES_FIELDS as readonly unknown[]).includes(name);

type Checked = { ok: true; body: Record<string, unknown> } | { ok: false; errors: PreferencesErrors };

export function checkPreferences(values: PreferencesValues): Checked {
  const errors: PreferencesErrors = {};
  for (const [field, message] of Object.entries(REQUIRED))
    if (!values[field as PreferencesField]) errors[field as PreferencesField] = message;
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isPreferencesField(field)) errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
