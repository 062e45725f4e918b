import type { WeeklyMenuCost } from "@chefzap/shared";
import { Wallet } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCents } from "@/lib/format-money";
import { ORCAMENTO_LABELS } from "../../lib/profile-labels";

interface MenuCostProps {
  cost: WeeklyMenuCost | null;
  /** The printed sheet: one line of small type, so the week still fits its page. */
  compact?: boolean;
}

/** "Custo estimado da semana", against the budget asked for, with where the prices come from. */
export function MenuCost({ cost, compact = false }: MenuCostProps) {
  if (!cost) return null;
  const { budget } = cost;
  return (
    <div
      className={cn(
        "grid gap-1 text-sm",
        compact ? "print:text-[7pt] print:leading-tight" : "rounded-xl bg-muted/60 p-3 sm:p-4",
      )}
    >
      <p className="flex items-start gap-1.5 font-semibold">
        <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 print:hidden" />
        <span>Custo estimado da semana: {formatCents(cost.weekCentavos)}</span>
      </p>
      {budget && (
        <p className={budget.met ? "text-success" : "text-destructive"}>
          {budget.met ? "Dentro do orçamento" : "Acima do orçamento"} {ORCAMENTO_LABELS[budget.tier]}
        </p>
      )}
      <p className="text-xs text-muted-foreground print:text-[7pt]">{cost.note}</p>
    </div>
  );
}
