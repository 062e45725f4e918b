import { config } from "zod/v4/core";

// zod compiles a fast parser for each object schema with `new Function` when the page allows it, and
// finds out by trying: our CSP forbids eval, so every page that loads a schema reported a violation
// (Lighthouse's best practices count it). Jitless skips the try; parsing a form is no hot path here.
config({ jitless: true });
