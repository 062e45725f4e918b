import { HEALTHY_BOUNDS } from "@chefzap/shared";

export type LimitName = keyof typeof HEALTHY_BOUNDS;

/** Spec §5: an empty field is sent as null, anything else as an integer. */
export function limitValue(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The pt-BR problem with a typed limit, or null when it is empty or within bounds. */
export function limitProblem(name: LimitName, text: string): string | null {
  const value = limitValue(text);
  if (value === null) return null;
  const { min, max } = HEALTHY_BOUNDS[name];
  if (Number.isInteger(value) && value >= min && value <= max) return null;
  return name === "maxCalories"
    ? `Use um número inteiro entre ${min} e ${max} kcal.`
    : `Use um número inteiro entre ${min} e ${max} minutos.`;
}
