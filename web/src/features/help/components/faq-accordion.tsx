import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { faqItems } from "../faq-items";

export function FaqAccordion() {
  return (
    <section id="perguntas" aria-labelledby="faq-titulo" className="scroll-mt-20">
      <h2 id="faq-titulo" className="text-2xl font-extrabold tracking-tight">
        Perguntas frequentes
      </h2>
      <Accordion.Root type="single" collapsible className="mt-6 space-y-3">
        {faqItems.map((item) => (
          <Accordion.Item
            key={item.id}
            value={item.id}
            className="rounded-xl border border-border bg-card data-[state=open]:border-primary/40"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-300 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm leading-relaxed text-muted-foreground">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
