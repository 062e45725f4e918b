import { DomainError, useBrazilianZodMessages } from "@chefzap/shared";
import type { z } from "zod";

useBrazilianZodMessages();

function valueAt(body: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
}

/**
 * Parses a payload; the first problem becomes a 400 naming the field, with a pt-BR message. A missing
 * field whose schema has no message of its own is reported as required rather than as a type error.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || undefined;
  const missing = issue.code === "invalid_type" && valueAt(body, issue.path) === undefined;
  const ownMessage = !issue.message.startsWith("Entrada inválida");
  const message = missing && !ownMessage ? requiredMessage(field) : issue.message;
  throw new DomainError("validation_failed", message, field ? { field } : undefined);
}

function requiredMessage(field: string | undefined): string {
  return field ? `O campo ${field} é obrigatório.` : "Dados inválidos.";
}
