// zod compiles a fast parser for each object schema with `new Function` when the page allows it, and
// finds out by trying: our CSP forbids eval, so every page that loads a schema reported a violation
// (Lighthouse's best practices count it). Jitless skips the try; parsing a form is no hot path here.
// zod keeps its settings in globalThis.__zod_globalConfig (so that every copy shares them) and adopts
// the object it finds there: set there, the setting needs none of zod's code in the landing's chunk,
// which builds no schema.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
