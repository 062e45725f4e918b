import fc from "fast-check";

/** Pieces that have broken text handling somewhere: controls, NUL, lone surrogates, quotes, markup… */
const NASTY_PIECES = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u202e",
  "\ufeff",
  "\ufffd",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "😀",
  "é",
  "ç",
  "%00",
  "%s",
  "\\",
  '"',
  "'",
  "${x}",
  "{{7*7}}",
  "<script>",
  "'; drop table users; --",
  "../",
  "@",
  ".",
  " ",
  "a.",
  "1/2",
  "½",
  "(",
  ")",
  "de",
  "xícara",
];

/** Long texts, built once; few and drawn rarely, since sending them is what costs time. */
const LONG_TEXTS = [
  "a".repeat(5_000),
  "a@" + "a.".repeat(20_000) + "@",
  " ".repeat(30_000),
  "\u0000".repeat(1_000),
  "😀".repeat(10_000),
  "1 de ".repeat(2_000) + ")",
  "a".repeat(99_000),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_PIECES), maxLength: 12 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
);

/** A plausible value with one nasty piece slipped in, so it still gets past most checks. */
export function mutated(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(plausible, fc.constantFrom(...NASTY_PIECES), fc.nat())
    .map(
      ([text, piece, at]) =>
        text.slice(0, at % (text.length + 1)) + piece + text.slice(at % (text.length + 1)),
    );
}

/** Numbers at the edges: negative zero, past 2^53, past int32, denormals, the largest doubles. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that reach object internals when code copies them carelessly, and the api's own field names. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "length"),
  fc.constantFrom("", "email", "ingredients", "jobId", "0", "role", "plan", "isAdmin"),
  fc.string({ unit: fc.constantFrom(...NASTY_PIECES), maxLength: 4 }),
);

/**
 * Any JSON value, nested a few levels. Objects come from Object.fromEntries, so "__proto__" is an own
 * key that JSON.stringify writes out, exactly as a hostile client would send it.
 */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: object;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.array(fc.tuple(nastyKey, tie("value")), { maxLength: 4 }).map((e) => Object.fromEntries(e)),
})).value;
