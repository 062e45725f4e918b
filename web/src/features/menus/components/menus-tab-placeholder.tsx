import { CalendarDays, CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NEW_MENU_PATH } from "../lib/paths";
import type { MenusTabProps } from "../lib/weekly-menus-tabs";

/** Meus Cardápios before the menus list is plugged in: the spec's empty state (§2). */
export function MenusTabPlaceholder({ showTab }: MenusTabProps) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <CalendarDays aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-xl font-bold">Nenhum cardápio encontrado</h2>
      <p className="max-w-md text-muted-foreground">
        Monte sua primeira semana de refeições. Antes, confira seu{" "}
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline"
          onClick={() => showTab("perfil")}
        >
          perfil nutricional
        </button>
        : é dele que vem a meta de calorias.
      </p>
      <Button asChild size="lg">
        <Link to={NEW_MENU_PATH}>
          <CalendarPlus aria-hidden="true" />
          Gerar Primeiro Cardápio
        </Link>
      </Button>
    </Card>
  );
}
