/**
 * A light structural check of an OpenAPI 3.1 document: the rules a viewer or a client generator trips
 * on (templated path parameters declared, responses keyed by status, every $ref and security scheme
 * defined). Not a full validator of the specification's schema.
 */
type Json = Record<string, unknown>;

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
const PATH_ITEM_KEYS = new Set([...METHODS, "summary", "description", "servers", "parameters", "$ref"]);
const LOCATIONS = new Set(["query", "header", "path", "cookie"]);
const STATUS = /^([1-5]\d\d|[1-5]XX|default)$/;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function resolve(doc: Json, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>(
      (node, key) => (isObject(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined),
      doc,
    );
}

function refProblems(doc: Json, node: unknown, where: string, out: string[]): void {
  if (Array.isArray(node)) node.forEach((item, i) => refProblems(doc, item, `${where}[${i}]`, out));
  if (!isObject(node)) return;
  if (typeof node.$ref === "string" && resolve(doc, node.$ref) === undefined)
    out.push(`${where}: $ref ${node.$ref} is not defined`);
  for (const [key, value] of Object.entries(node)) refProblems(doc, value, `${where}/${key}`, out);
}

function operationProblems(
  doc: Json,
  path: string,
  method: string,
  op: Json,
  tags: Set<string>,
  out: string[],
) {
  const at = `${method.toUpperCase()} ${path}`;
  const responses = op.responses;
  if (!isObject(responses) || Object.keys(responses).length === 0) out.push(`${at}: no responses`);
  else
    for (const [status, response] of Object.entries(responses)) {
      if (!STATUS.test(status)) out.push(`${at}: response key ${status} is not a status`);
      if (!isObject(response) || (typeof response.description !== "string" && !response.$ref))
        out.push(`${at} ${status}: response without description`);
    }
  const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) =>
    isObject(p) && typeof p.$ref === "string" ? resolve(doc, p.$ref) : p,
  ) as Json[];
  for (const p of params) {
    if (typeof p.name !== "string" || !LOCATIONS.has(String(p.in))) out.push(`${at}: malformed parameter`);
    if (!p.schema && !p.content) out.push(`${at}: parameter ${String(p.name)} has no schema`);
    if (p.in === "path" && p.required !== true)
      out.push(`${at}: path parameter ${String(p.name)} not required`);
  }
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!).sort();
  const declared = params
    .filter((p) => p.in === "path")
    .map((p) => String(p.name))
    .sort();
  if (templated.join() !== declared.join())
    out.push(`${at}: path parameters ${declared} ≠ template ${templated}`);
  if (op.requestBody !== undefined && !isObject((op.requestBody as Json).content))
    out.push(`${at}: request body without content`);
  for (const tag of Array.isArray(op.tags) ? op.tags : [])
    if (!tags.has(String(tag))) out.push(`${at}: tag ${String(tag)} not declared`);
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes)
      ? doc.components.securitySchemes
      : {};
  for (const requirement of Array.isArray(op.security) ? op.security : [])
    for (const name of Object.keys(requirement as Json))
      if (!(name in schemes)) out.push(`${at}: security scheme ${name} not defined`);
}

/** Every problem found, as readable lines; empty when the document is sound. */
export function findShapeProblems(doc: unknown): string[] {
  const out: string[] = [];
  if (!isObject(doc)) return ["not an object"];
  if (typeof doc.openapi !== "string" || !/^3\.1\.\d+$/.test(doc.openapi)) out.push("openapi is not 3.1.x");
  if (!isObject(doc.info) || typeof doc.info.title !== "string" || typeof doc.info.version !== "string")
    out.push("info needs title and version");
  const tagList = Array.isArray(doc.tags) ? (doc.tags as Json[]).map((t) => String(t.name)) : [];
  if (new Set(tagList).size !== tagList.length) out.push("tags are not unique");
  const tags = new Set(tagList);
  if (!isObject(doc.paths)) return [...out, "paths missing"];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith("/")) out.push(`${path}: does not start with /`);
    if (!isObject(item)) continue;
    for (const [key, op] of Object.entries(item)) {
      if (!PATH_ITEM_KEYS.has(key)) out.push(`${path}: unknown key ${key}`);
      else if (METHODS.has(key) && isObject(op)) operationProblems(doc, path, key, op, tags, out);
    }
  }
  refProblems(doc, doc, "#", out);
  return out;
}
