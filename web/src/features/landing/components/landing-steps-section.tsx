import { ChefHat, ListChecks, ShoppingBasket, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

const steps: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ShoppingBasket,
    title: "Diga o que você tem",
    text: "Digite os ingredientes ou escolha nas sugestões. Não precisa de nada especial.",
  },
  {
    Icon: ListChecks,
    title: "Escolha seu nível",
    text: "Iniciante, intermediário ou avançado: a receita acompanha a sua prática.",
  },
  {
    Icon: ChefHat,
    title: "Cozinhe passo a passo",
    text: "Receba modo de preparo, tempo, dicas e substituições, tudo salvo no seu painel.",
  },
];

export function LandingStepsSection() {
  return (
    <section aria-labelledby="como-funciona" className="below-fold bg-muted/60 py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading id="como-funciona" eyebrow="Simples assim" title="Como funciona" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative rounded-[var(--radius-card)] bg-card p-6 shadow-sm">
              <span className="absolute top-4 right-5 text-5xl font-black text-primary/10" aria-hidden="true">
                {index + 1}
              </span>
              <span className="grid size-12 place-items-center rounded-2xl bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">Passo {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center">
          <Link to="/como-funciona" className="text-sm font-semibold text-primary hover:underline">
            Ver todos os detalhes
          </Link>
        </p>
      </div>
    </section>
  );
}
