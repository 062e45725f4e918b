import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DASHBOARD_PATH } from "../lib/paths";

export function WeeklyMenusHeader() {
  return (
    <header className="grid gap-3">
      <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
        <Link to={DASHBOARD_PATH}>
          <ArrowLeft aria-hidden="true" />
          Voltar ao Dashboard
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold leading-tight">Cardápios Semanais</h1>
        <p className="text-muted-foreground">
          Sete dias de refeições feitos para a sua meta, com a lista de compras da semana.
        </p>
      </div>
    </header>
  );
}
