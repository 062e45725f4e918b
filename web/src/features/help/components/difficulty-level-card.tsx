import { Clock, Lightbulb, ShoppingBasket } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ChefAvatar } from "./chef-avatar";
import type { DifficultyGuideLevel } from "./difficulty-guide-content";

export function DifficultyLevelCard({ level }: { level: DifficultyGuideLevel }) {
  const titleId = `nivel-${level.level}`;
  return (
    <Card aria-labelledby={titleId} className="space-y-4 p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <ChefAvatar level={level.level} name={level.name} />
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
            Nível {level.level}
          </p>
          <h2 id={titleId} className="text-xl font-bold">
            {level.name}
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {level.time}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ShoppingBasket aria-hidden="true" className="size-4" />
              {level.ingredients}
            </span>
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["Habilidades", level.skills],
            ["Exemplos", level.examples],
          ] as const
        ).map(([title, items]) => (
          <section key={title} className="space-y-2">
            <h3 className="text-sm font-semibold">{title}</h3>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <strong>Dica:</strong> {level.tip}
        </span>
      </p>
    </Card>
  );
}
