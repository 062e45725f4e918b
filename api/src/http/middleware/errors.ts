import { DomainError, errorMessages, type ErrorBody } from "@chefzap/shared";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "../../db/errors.ts";
import { httpStatusByCode } from "../error-status.ts";

export function sendError(res: Parameters<RequestHandler>[1], error: DomainError, requestId?: string): void {
  const body: ErrorBody = { error: error.code, message: error.message };
  if (typeof error.details?.field === "string") body.field = error.details.field;
  if (requestId) body.requestId = requestId;
  res.status(httpStatusByCode[error.code]).json(body);
}

/** Unknown /api paths answer JSON, never the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new DomainError("not_found"));

/** Body-parser failures carry a `type`; map them to stable codes instead of a 500. */
function fromHttpError(error: { type?: string; status?: number }): DomainError | undefined {
  if (error.type === "entity.too.large") return new DomainError("payload_too_large");
  if (error.type === "entity.parse.failed")
    return new DomainError("validation_failed", "O corpo da requisição não é um JSON válido.");
  if (error.status && error.status >= 400 && error.status < 500)
    return new DomainError("validation_failed", errorMessages.validation_failed);
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof DomainError ? error : fromHttpError(error ?? {});
  if (known) {
    sendError(res, known);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, "database unavailable");
    res.setHeader("Retry-After", "5");
    sendError(res, new DomainError("service_unavailable"), String(req.id));
    return;
  }
  req.log.error({ err: error }, "unhandled error");
  sendError(res, new DomainError("internal_error"), String(req.id));
};
