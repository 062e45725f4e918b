import { CalendarDays, Plus, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";

const ACTIONS: ReadonlyArray<{ to: string; label: string; description: string; Icon: LucideIcon }> = [
  { to: "/", label: "Nova Receita", description: "Transforme seus ingredientes em um prato", Icon: Plus },
  {
    to: "/cardapios-semanais",
    label: "Cardápio Semanal",
    description: "Planeje as refeições da semana",
    Icon: CalendarDays,
  },
];

export function QuickActions() {
  return (
    <nav aria-label="Ações rápidas" className="grid gap-3 sm:grid-cols-2">
      {ACTIONS.map(({ to, label, description, Icon }) => (
        <Card key={to} className="relative flex items-center gap-4 p-4 transition-colors hover:bg-muted">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="grid">
            {/* The link covers the whole card so the target is large on a phone. */}
            <Link to={to} className="font-semibold after:absolute after:inset-0 after:rounded-[inherit]">
              {label}
            </Link>
            <span className="text-sm text-muted-foreground">{description}</span>
          </span>
        </Card>
      ))}
    </nav>
  );
}
