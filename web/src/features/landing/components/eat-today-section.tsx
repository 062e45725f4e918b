import { eatTodayIdeas } from "../eat-today-ideas";
import { EatTodayCard } from "./eat-today-card";
import { SectionHeading } from "./section-heading";

export function EatTodaySection({ onPick }: { onPick: (value: string) => void }) {
  return (
    <section
      aria-labelledby="comer-hoje"
      className="below-fold mx-auto max-w-7xl px-4 py-16 md:px-6 lg:py-24"
    >
      <SectionHeading
        id="comer-hoje"
        eyebrow="Inspiração"
        title="O que você comeria hoje?"
        description="Escolha um ingrediente e ele já entra na sua lista. Estas são algumas receitas possíveis."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {eatTodayIdeas.map((idea) => (
          <EatTodayCard key={idea.value} idea={idea} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}
