import { fold } from "@chefzap/shared";

/** "Frango à Parmegiana!" → "frango-a-parmegiana": safe in file names and URLs. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
