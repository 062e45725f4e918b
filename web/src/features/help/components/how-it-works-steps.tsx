import { ChefHat, ListChecks, ShoppingBasket, type LucideIcon } from "lucide-react";

const steps: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ShoppingBasket,
    title: "Conte o que tem em casa",
    text: "Digite os ingredientes, toque nas sugestões por categoria ou fotografe o que está na bancada.",
  },
  {
    Icon: ListChecks,
    title: "Escolha o seu nível",
    text: "Iniciante para pratos simples e rápidos, intermediário para técnicas moderadas, avançado para receitas elaboradas.",
  },
  {
    Icon: ChefHat,
    title: "Receba e cozinhe",
    text: "Em instantes a receita aparece com o passo a passo e fica salva no seu painel para quando precisar.",
  },
];

export function HowItWorksSteps() {
  return (
    <section aria-labelledby="passos">
      <h2 id="passos" className="sr-only">
        Os três passos
      </h2>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map(({ Icon, title, text }, index) => (
          <li key={title} className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-primary text-lg font-black text-primary-foreground">
                {index + 1}
              </span>
              <Icon className="size-6 text-primary" aria-hidden="true" />
            </div>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
