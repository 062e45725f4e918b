import {
  Clock,
  Gauge,
  HeartPulse,
  Lightbulb,
  ListOrdered,
  Repeat,
  ShoppingBasket,
  Users,
  type LucideIcon,
} from "lucide-react";

const includes: ReadonlyArray<{ Icon: LucideIcon; text: string }> = [
  { Icon: ShoppingBasket, text: "Lista de ingredientes com quantidades" },
  { Icon: Users, text: "Porções ajustáveis de 1 a 4 pessoas" },
  { Icon: ListOrdered, text: "Modo de preparo numerado" },
  { Icon: Clock, text: "Tempo de preparo" },
  { Icon: Gauge, text: "Nível de dificuldade" },
  { Icon: Lightbulb, text: "Dicas do chef" },
  { Icon: Repeat, text: "Substituições de ingredientes" },
  { Icon: HeartPulse, text: "Análise nutricional com alertas de alergia" },
];

export function RecipeIncludes() {
  return (
    <section aria-labelledby="inclui" className="rounded-3xl bg-muted/70 p-6 sm:p-10">
      <h2 id="inclui" className="text-2xl font-extrabold tracking-tight">
        O que vem em cada receita
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {includes.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-card p-3 text-sm font-medium">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/25 text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
