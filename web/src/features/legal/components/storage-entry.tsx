import type { ReactNode } from "react";

interface StorageEntryProps {
  /** Keys that work together share one card, each on its own line. */
  names: readonly string[];
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

/** One cookie or browser-storage key as a small card: a table would scroll sideways at 390 px. */
export function StorageEntry({ names, facts }: StorageEntryProps) {
  return (
    <div className="rounded-lg border border-border bg-card p-4 text-sm shadow-sm">
      {names.map((name) => (
        <p key={name} className="font-mono text-base font-semibold [overflow-wrap:anywhere] text-foreground">
          {name}
        </p>
      ))}
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[9rem_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-foreground">{label}</dt>
            <dd className="mb-1 text-muted-foreground sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
