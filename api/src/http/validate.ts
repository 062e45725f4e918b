import { DomainError, useBrazilianZodMessages } from "@chefzap/shared";
import type { z } from "zod";
import { findUnsafeText } from "./unsafe-text.ts";

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
 * Text the database cannot store is refused here, once for every route and every field, before any
 * schema runs (a schema would pass "\u0000" along, and PostgreSQL would answer with an error).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const unsafe = findUnsafeText(body);
  if (unsafe) throw validationError(unsafe.message, unsafe.path.join(".") || undefined);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || undefined;
  const missing = issue.code === "invalid_type" && valueAt(body, issue.path) === undefined;
  const ownMessage = !issue.message.startsWith("Entrada inválida");
  const message = missing && !ownMessage ? requiredMessage(field) : issue.message;
  throw validationError(message, field);
}

function validationError(message: string, field: string | undefined): DomainError {
  return new DomainError("validation_failed", message, field ? { field } : undefined);
}

function requiredMessage(field: string | undefined): string {
  return field ? `O campo ${field} é obrigatório.` : "Dados inválidos.";
}
