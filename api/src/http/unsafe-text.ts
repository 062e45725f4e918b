/** Deeper than any payload the api reads; a body nested further is refused before a schema sees it. */
export const MAX_BODY_DEPTH = 32;

export interface UnsafeText {
  /** Keys from the body's root to the offending value (or key). */
  path: string[];
  message: string;
}

const INVALID_TEXT = "Texto com caracteres inválidos.";
const TOO_DEEP = "Dados aninhados demais.";

/** An object or array still to look into; strings are checked where they are met, without a node. */
interface Node {
  value: object;
  key: string | undefined;
  parent: Node | undefined;
  depth: number;
}

/**
 * PostgreSQL text cannot hold U+0000, and half of a surrogate pair (JSON's "\ud800" escape makes one)
 * is not text at all. `isWellFormed` is native from Node 20.
 */
function isStorable(text: string): boolean {
  return !text.includes("\0") && text.isWellFormed();
}

function problemAt(node: Node, key: string | undefined, message: string): UnsafeText {
  const path = key === undefined ? [] : [key];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.push(n.key);
  return { path: path.reverse(), message };
}

/** Checks one level's keys and strings; queues its objects so the first field is reported first. */
function visitChildren(node: Node, stack: Node[]): UnsafeText | undefined {
  const record = node.value as Record<string, unknown>;
  const keys = Array.isArray(record) ? undefined : Object.keys(record);
  const count = keys ? keys.length : (record as unknown as unknown[]).length;
  const start = stack.length;
  for (let i = 0; i < count; i++) {
    const key = keys ? keys[i]! : String(i);
    // An offending key is named with its bad characters replaced: the answer must be storable too.
    if (keys && !isStorable(key))
      return problemAt(node, key.toWellFormed().replaceAll("\0", "\uFFFD"), INVALID_TEXT);
    const child = record[key];
    if (typeof child === "string" && !isStorable(child)) return problemAt(node, key, INVALID_TEXT);
    if (child !== null && typeof child === "object")
      stack.push({ value: child, key, parent: node, depth: node.depth + 1 });
  }
  stack.push(...stack.splice(start).reverse());
  return undefined;
}

/**
 * The first string (value or key) of a parsed JSON body that the database could not store, or the
 * first value nested past MAX_BODY_DEPTH. Iterative, so no payload can exhaust the call stack.
 */
export function findUnsafeText(body: unknown): UnsafeText | undefined {
  if (typeof body === "string") return isStorable(body) ? undefined : { path: [], message: INVALID_TEXT };
  if (body === null || typeof body !== "object") return undefined;
  const stack: Node[] = [{ value: body, key: undefined, parent: undefined, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.depth > MAX_BODY_DEPTH) return problemAt(node, undefined, TOO_DEEP);
    const problem = visitChildren(node, stack);
    if (problem) return problem;
  }
  return undefined;
}
