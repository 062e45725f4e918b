import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EatTodayIdea } from "../eat-today-ideas";

export function EatTodayCard({ idea, onPick }: { idea: EatTodayIdea; onPick: (value: string) => void }) {
  return (
    <li className="group flex flex-col rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-2xl bg-muted text-2xl transition-transform group-hover:scale-110"
        >
          {idea.emoji}
        </span>
        <h3 className="text-lg font-bold">{idea.label}</h3>
      </div>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-muted-foreground">
        {idea.recipes.map((recipe) => (
          <li key={recipe} className="flex items-center gap-2">
            <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
            {recipe}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-5 w-full" onClick={() => onPick(idea.value)}>
        Cozinhar com {idea.label.toLowerCase()}
        <ArrowRight aria-hidden="true" />
      </Button>
    </li>
  );
}
