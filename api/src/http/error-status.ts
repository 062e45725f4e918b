import type { DomainErrorCode } from "@chefzap/shared";

/** The one table from domain error codes to HTTP statuses. */
export const httpStatusByCode: Record<DomainErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  admin_only: 403,
  not_found: 404,
  email_taken: 409,
  username_taken: 409,
  payload_too_large: 413,
  needs_subscription: 402,
  premium_required: 403,
  unsupported_image: 400,
  rate_limited: 429,
  scanner_unavailable: 503,
  request_not_understood: 422,
  healthy_unreachable: 422,
  menu_unreachable: 422,
  own_recipe_rating: 403,
  reset_token_invalid: 400,
  // Not 401: the session is fine, and a 401 would tell the web client the cook was signed out.
  current_password_wrong: 400,
  billing_unavailable: 503,
  no_subscription: 404,
  cross_origin: 403,
  service_unavailable: 503,
  internal_error: 500,
};
