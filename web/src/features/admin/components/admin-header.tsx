import { LogOut, ShieldCheck } from "lucide-react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ADMIN_DASHBOARD_PATH, ADMIN_PANEL_PATH } from "../paths";

const panels = [
  { to: ADMIN_PANEL_PATH, label: "Painel completo" },
  { to: ADMIN_DASHBOARD_PATH, label: "Dashboard" },
];

/** The panels' title, the way between the two, and sign-out (the form's POST lands on the home page). */
export function AdminHeader({ title }: { title: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Administração</p>
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{title}</h1>
        </div>
      </div>
      <nav aria-label="Painéis de administração" className="flex flex-wrap items-center gap-1">
        {panels.map((panel) => (
          <NavLink
            key={panel.to}
            to={panel.to}
            end
            className={({ isActive }) =>
              cn(
                "rounded-lg px-3 py-2 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                isActive ? "bg-muted text-foreground" : "text-muted-foreground",
              )
            }
          >
            {panel.label}
          </NavLink>
        ))}
        <form method="post" action="/api/logout">
          <Button type="submit" variant="ghost" size="sm">
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </form>
      </nav>
    </header>
  );
}
