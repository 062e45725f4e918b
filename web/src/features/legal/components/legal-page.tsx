import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatLongDateUTC } from "@/lib/pt-br-format";
import type { LegalDocument } from "../legal-document";
import { LegalSectionView } from "./legal-section-view";
import { LegalToc } from "./legal-toc";

/** The frame every legal text shares: back to the start, title and date, contents, numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { title, summary, updatedOn, sections } = document;
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-20 md:px-6">
      <title>{`${title} · ChefZap`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar ao início
        </Link>
      </Button>
      <header className="mt-6 max-w-3xl space-y-3">
        <h1 id="documento" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">
          Última atualização: <time dateTime={updatedOn}>{formatLongDateUTC(new Date(updatedOn))}</time>
        </p>
        <p className="text-lg leading-relaxed text-muted-foreground">{summary}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <LegalToc sections={sections} />
        <article aria-labelledby="documento" className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <LegalSectionView key={section.id} number={index + 1} section={section} />
          ))}
        </article>
      </div>
    </main>
  );
}
