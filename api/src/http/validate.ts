import { DomainError } from "@chefzap/shared";
import type { z } from "zod";

/** Parses a payload; the first problem becomes a 400 naming the field, with a pt-BR message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || undefined;
  const message =
    issue.code === "invalid_type" && issue.input === undefined ? requiredMessage(field) : issue.message;
  throw new DomainError("validation_failed", message, field ? { field } : undefined);
}

function requiredMessage(field: string | undefined): string {
  return field ? `O campo ${field} é obrigatório.` : "Dados inválidos.";
}
