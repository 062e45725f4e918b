import {
  CalendarDays,
  HeartPulse,
  ListChecks,
  MessageCircle,
  ScanLine,
  Users,
  type LucideIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const features: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string; premium?: boolean }> = [
  {
    Icon: ScanLine,
    title: "Scanner de ingredientes",
    text: "Tire uma foto dos ingredientes e a IA reconhece o que você tem.",
  },
  {
    Icon: CalendarDays,
    title: "Cardápios inteligentes",
    text: "Planeje a semana com refeições equilibradas e lista de compras pronta.",
    premium: true,
  },
  {
    Icon: ListChecks,
    title: "Seletor de preferências",
    text: "Mais de 200 alimentos para marcar o que você ama e o que prefere evitar.",
  },
  {
    Icon: MessageCircle,
    title: "IA conversacional",
    text: "Tire dúvidas de cozinha conversando com o chef, como numa mensagem.",
  },
  {
    Icon: HeartPulse,
    title: "Análise nutricional",
    text: "Calorias e nutrientes por porção, com alertas de alergia em cada receita.",
  },
  {
    Icon: Users,
    title: "Comunidade",
    text: "Compartilhe suas receitas, avalie e descubra pratos de outros cozinheiros.",
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="recursos" className="below-fold mx-auto max-w-7xl px-4 py-16 md:px-6 lg:py-24">
      <SectionHeading
        id="recursos"
        eyebrow="Recursos avançados"
        title="Muito além de uma receita"
        description="Ferramentas para planejar, comer melhor e cozinhar com mais confiança."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text, premium }) => (
          <li
            key={title}
            className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/20 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="flex flex-wrap items-center gap-2 font-bold">
                {title}
                {premium && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-[0.65rem] font-bold text-accent-foreground uppercase">
                    Premium
                  </span>
                )}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
