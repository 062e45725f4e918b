import "zod-openapi";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type DomainErrorCode } from "@chefzap/shared";
import { z } from "zod";
import type {
  ZodObjectInput,
  ZodOpenApiOperationObject,
  ZodOpenApiPathItemObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import { httpStatusByCode } from "../error-status.ts";
import { errorBodySchema } from "./error-body.ts";

/** Who may call a route: anyone, a signed-in cook (session cookie) or an admin (same cookie, admin role). */
export type Access = "public" | "user" | "admin";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** One route as its module describes it; statuses for the errors come from the one status table. */
export interface OperationSpec {
  summary: string;
  description?: string;
  access: Access;
  /** The JSON body, parsed with this schema. */
  body?: z.ZodType;
  query?: ZodObjectInput;
  /** Defaults to a string per `{name}` in the path. */
  params?: ZodObjectInput;
  responses: ZodOpenApiResponsesObject;
  /** Codes this route answers besides those its access and validation already imply. */
  errors?: DomainErrorCode[];
}

/** One module's part of the API description, with paths written relative to /api as its router's are. */
export interface ApiDocs {
  tag: { name: string; description: string };
  paths: ZodOpenApiPathsObject;
}

const SESSION = [{ session: [] }];

const accessErrors: Record<Access, DomainErrorCode[]> = {
  public: [],
  user: ["unauthenticated"],
  admin: ["unauthenticated", "admin_only"],
};

/** Errors any route may answer, whatever it does: described once per operation as the default. */
const anyRouteErrors: ZodOpenApiResponseObject = {
  description:
    "Outros erros no mesmo formato: 429 `rate_limited` (limite de requisições), 403 `cross_origin` " +
    "(escrita vinda de outro site), 500 `internal_error`, 503 `service_unavailable` (banco indisponível).",
  content: { "application/json": { schema: errorBodySchema } },
};

/** The error responses for these codes, grouped by the status each maps to. */
export function errorResponses(codes: readonly DomainErrorCode[]): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, DomainErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = httpStatusByCode[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: list.map((code) => `\`${code}\``).join(", "),
      content: { "application/json": { schema: errorBodySchema } },
    };
  }
  return responses;
}

/** A JSON answer. */
export function json(
  description: string,
  schema: z.ZodType,
  headers?: ZodObjectInput,
): ZodOpenApiResponseObject {
  return { description, content: { "application/json": { schema } }, ...(headers ? { headers } : {}) };
}

/** An answer with no body. */
export const noContent = (description: string): ZodOpenApiResponseObject => ({ description });

/** A JSON object whose shape shared/ types only in TypeScript; described, not detailed. */
export const described = (description: string) => z.object({}).loose().meta({ description });

function pathParams(path: string): ZodObjectInput | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

function toOperation(tag: string, path: string, spec: OperationSpec): ZodOpenApiOperationObject {
  const validated = spec.body || spec.query ? (["validation_failed"] as const) : [];
  const params = spec.params ?? pathParams(path);
  return {
    tags: [tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: spec.access === "public" ? [] : SESSION,
    ...(spec.query || params
      ? {
          requestParams: {
            ...(spec.query ? { query: spec.query } : {}),
            ...(params ? { path: params } : {}),
          },
        }
      : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } }
      : {}),
    responses: {
      ...spec.responses,
      ...errorResponses([...accessErrors[spec.access], ...validated, ...(spec.errors ?? [])]),
      default: anyRouteErrors,
    },
  };
}

/** A module's routes as OpenAPI paths under its tag. */
export function apiDocs(
  tag: ApiDocs["tag"],
  routes: Record<string, Partial<Record<Method, OperationSpec>>>,
): ApiDocs {
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, operations] of Object.entries(routes)) {
    const item: ZodOpenApiPathItemObject = {};
    for (const [method, spec] of Object.entries(operations) as [Method, OperationSpec][]) {
      item[method] = toOperation(tag.name, path, spec);
    }
    paths[path] = item;
  }
  return { tag, paths };
}

/** Pages that continue carry the next page's cursor in this header. */
export const nextCursorHeader = z.object({
  [NEXT_CURSOR_HEADER]: z
    .string()
    .optional()
    .meta({ description: "Cursor da próxima página; ausente na última." }),
});

export const totalCountHeader = z.object({
  [TOTAL_COUNT_HEADER]: z
    .string()
    .meta({ description: "Quantos itens o filtro encontra, em todas as páginas." }),
});

/** Several modules serve the admin panels; their routes share one tag. */
export const adminTag: ApiDocs["tag"] = {
  name: "Admin",
  description: "Painéis de administração (só admins).",
};
