import type { WeeklyMenu } from "@chefzap/shared";
import { CalendarDays, ChevronDown, ListChecks, Printer } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatKcal, formatMenuDate } from "../lib/format-week";
import { printMenuPath } from "../lib/paths";
import { MenuCost } from "./menu-cost";
import { MenuNotes } from "./menu-notes";
import { MenuWeek } from "./menu-week";
import { ShoppingList } from "./shopping-list";

interface MenuCardProps {
  menu: WeeklyMenu;
  /** Older menus start folded to their title line and open on demand. */
  collapsible?: boolean;
}

/** A menu (spec §2): title, week, kcal/dia, the days or the shopping list. */
export function MenuCard({ menu, collapsible = false }: MenuCardProps) {
  const [open, setOpen] = useState(!collapsible);
  const [showList, setShowList] = useState(false);
  const bodyId = useId();
  const titleId = `${bodyId}-title`;
  const heading = (
    <span className="grid gap-1 text-left">
      <span id={titleId} className="text-lg leading-tight font-bold">
        {menu.title}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          Semana de {formatMenuDate(menu.weekStartDate)}
        </span>
        <Badge className="bg-primary/10 text-primary">{formatKcal(menu.totalCalories)} kcal/dia</Badge>
      </span>
    </span>
  );

  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
      <h3>
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((was) => !was)}
            className="flex w-full items-start justify-between gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {heading}
            <ChevronDown
              aria-hidden="true"
              className={cn("mt-1 size-5 shrink-0 transition-transform", open && "rotate-180")}
            />
          </button>
        ) : (
          heading
        )}
      </h3>
      {open && (
        <div id={bodyId} className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              variant={showList ? "default" : "outline"}
              aria-pressed={showList}
              onClick={() => setShowList((was) => !was)}
            >
              <ListChecks aria-hidden="true" />
              Lista de Compras
            </Button>
            <Button asChild variant="ghost">
              <Link to={printMenuPath(menu.id)}>
                <Printer aria-hidden="true" />
                Abrir para imprimir
              </Link>
            </Button>
          </div>
          {showList ? <ShoppingList menu={menu} /> : <MenuWeek menu={menu} />}
          <MenuCost cost={menu.cost} />
          <MenuNotes menu={menu} />
        </div>
      )}
    </Card>
  );
}
