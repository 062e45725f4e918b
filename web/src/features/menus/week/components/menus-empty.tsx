import { CalendarDays, CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NEW_MENU_PATH } from "../../lib/paths";
import { PremiumNote } from "./premium-note";

interface MenusEmptyProps {
  premium: boolean;
  onOpenProfile: () => void;
}

/** No menu yet (spec §2): what to do next, or why a free account cannot yet. */
export function MenusEmpty({ premium, onOpenProfile }: MenusEmptyProps) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <CalendarDays aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-xl font-bold">Nenhum cardápio encontrado</h2>
      <p className="max-w-md text-muted-foreground">
        Monte sua primeira semana de refeições. Antes, confira seu{" "}
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline"
          onClick={onOpenProfile}
        >
          perfil nutricional
        </button>
        : é dele que vem a meta de calorias.
      </p>
      {premium ? (
        <Button asChild size="lg">
          <Link to={NEW_MENU_PATH}>
            <CalendarPlus aria-hidden="true" />
            Gerar Primeiro Cardápio
          </Link>
        </Button>
      ) : (
        <PremiumNote />
      )}
    </Card>
  );
}
