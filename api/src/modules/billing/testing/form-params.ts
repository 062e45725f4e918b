/** A decoded Stripe request: nested objects, and arrays where every key is an index. */
export type Params = { [key: string]: string | Params | Params[] | string[] };

function arraysFromIndexes(value: Params): Params | Params[] | string[] {
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === "object") value[key] = arraysFromIndexes(child as Params) as Params;
  }
  const keys = Object.keys(value);
  const indexed = keys.length > 0 && keys.every((key, i) => key === String(i));
  return indexed ? (Object.values(value) as Params[] | string[]) : value;
}

/**
 * Stripe's clients send `line_items[0][price]=…&metadata[userId]=…` (form-encoded bodies and query
 * strings alike); this reads it back into the object the client was given.
 */
export function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const path = name.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Params;
    });
  }
  return arraysFromIndexes(root) as Params;
}
