import type { Recipe } from "@chefzap/shared";
import { PackageX } from "lucide-react";

/** Which of the cook's ingredients the recipe did not use, and why, so none seems forgotten. */
export function LeftOutNote({
  leftOut,
  Heading = "h2",
}: {
  leftOut: Recipe["leftOut"];
  /** The level that fits the outline of the page it sits in. */
  Heading?: "h2" | "h3";
}) {
  if (!leftOut?.length) return null;
  return (
    <section
      aria-labelledby="left-out-title"
      className="flex gap-3 rounded-xl border border-border bg-muted p-4"
    >
      <PackageX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <Heading id="left-out-title" className="font-bold">
          Ficaram de fora
        </Heading>
        <ul className="grid gap-1 text-sm">
          {leftOut.map(({ ingredient, reason }) => (
            <li key={ingredient}>
              <span className="font-semibold">{ingredient}</span>: {reason}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
