import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface PlanCardProps {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  /** The card's call to action (a link, the checkout button, a note that this is the plan one has). */
  action: ReactNode;
  highlighted?: boolean;
}

export function PlanCard({ name, price, period, description, features, action, highlighted }: PlanCardProps) {
  const titleId = `plano-${name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // Side by side, the cards share their rows (subgrid): both buttons start at the same height
        // whatever the lists or the lines under a button hold.
        "relative flex flex-col rounded-[var(--radius-card)] border bg-card p-6 shadow-sm sm:p-8",
        "md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0",
        highlighted ? "border-primary shadow-xl shadow-primary/10 ring-1 ring-primary" : "border-border",
      )}
    >
      {highlighted && (
        <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground">
          Mais escolhido
        </span>
      )}
      <h3 id={titleId} className="text-xl font-bold">
        {name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{price}</span>
        {period && <span className="text-muted-foreground">{period}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action != null && <div className="mt-8 grid content-start gap-2">{action}</div>}
    </article>
  );
}
