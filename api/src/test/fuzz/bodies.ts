import fc from "fast-check";
import { nastyKey, nastyValue } from "./values.ts";

/** A request body exactly as it goes on the wire. */
export interface RawBody {
  contentType: string;
  text: string;
}

const ABSENT = Symbol("absent");

/** One field: usually plausible, often hostile, sometimes missing. */
function field(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: plausible },
    { weight: 2, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.constant(ABSENT) },
  );
}

/**
 * An object with a route's fields plus, sometimes, a few stray keys. A third of them keep every field
 * plausible, so requests also get past validation into the services and the database.
 */
export function shaped(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<object> {
  const mixed = fc.record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, field(a)])));
  const values = fc.oneof(fc.record(fields), mixed, mixed);
  const extra = fc.oneof(fc.constant([]), fc.array(fc.tuple(nastyKey, nastyValue), { maxLength: 2 }));
  return fc
    .tuple(values, extra)
    .map(([record, stray]) =>
      Object.fromEntries([...Object.entries(record).filter(([, v]) => v !== ABSENT), ...stray]),
    );
}

const nest = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Text a JSON parser must refuse, or accept only to hand over something odd. */
const BROKEN_JSON = [
  "",
  "{",
  "}",
  "{'email':1}",
  '{"email":}',
  "[1,]",
  "nul",
  "NaN",
  "\u0000",
  '"texto"',
  "42",
  "null",
  "\ufeff{}",
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  nest("[", "", "]", 5_000),
  nest('{"a":', "1", "}", 3_000),
  nest('{"email":', '"x"', "}", 40),
  "[".repeat(50_000),
  `{"email":"${"a".repeat(110_000)}"}`,
];

const json = (value: unknown): RawBody => ({
  contentType: "application/json",
  text: JSON.stringify(value) ?? "",
});

/**
 * Bodies for a route: mostly its own shape, sometimes any JSON value (an array or a string where an
 * object is expected), broken JSON text, or the right shape under a content type the api does not read.
 */
export function bodyFor(shape: fc.Arbitrary<object>): fc.Arbitrary<RawBody> {
  const otherType = fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
  );
  return fc.oneof(
    { weight: 16, arbitrary: shape.map(json) },
    { weight: 2, arbitrary: nastyValue.map(json) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((text) => ({ contentType: "application/json", text })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(shape, otherType).map(([v, contentType]) => ({ ...json(v), contentType })),
    },
  );
}
