import { ContactCards } from "./contact-cards";
import { FaqAccordion } from "./faq-accordion";
import { HelpShortcuts } from "./help-shortcuts";
import { PageIntro } from "./page-intro";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Serves /ajuda and /faq: the FAQ linked in the header is this page's FAQ. */
export function HelpPage() {
  useDocumentTitle("Central de Ajuda");
  return (
    <main className="pb-20">
      <PageIntro eyebrow="Central de Ajuda" title="Como podemos ajudar?">
        Encontre respostas rápidas ou fale com a nossa equipe.
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-14 px-4 md:px-6">
        <HelpShortcuts />
        <ContactCards />
        <FaqAccordion />
      </div>
    </main>
  );
}
