import type { LegalSection } from "../legal-document";

/** Plain anchors: the shell's scroll handling brings a #hash into view, under the sticky header. */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby="nesta-pagina"
      className="self-start rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <h2 id="nesta-pagina" className="text-sm font-bold tracking-wide uppercase">
        Nesta página
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md py-1 text-muted-foreground transition-colors hover:text-primary"
            >
              <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
