import type { LegalSection } from "../legal-document";

// The texts are plain JSX (paragraphs, lists, links, strong): one set of descendant styles reads them
// like a document instead of every paragraph carrying its own classes. Links are styled inside text
// only, so a button rendered as a link keeps its own look.
const prose =
  "mt-4 space-y-4 text-base leading-relaxed text-foreground/90 [&_:is(p,li)_a]:font-semibold [&_:is(p,li)_a]:text-primary [&_:is(p,li)_a]:underline [&_:is(p,li)_a]:underline-offset-2 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-foreground [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

export function LegalSectionView({ number, section }: { number: number; section: LegalSection }) {
  const headingId = `${section.id}-titulo`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
        <span className="text-primary tabular-nums">{number}.</span> {section.title}
      </h2>
      <div className={prose}>{section.body}</div>
    </section>
  );
}
