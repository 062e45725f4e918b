import { CalendarDays, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "../../components/load-error";
import { useWeeklyMenu } from "../../week/api/get-weekly-menus";
import { MenuCard } from "../../week/components/menu-card";

/** Step 3: the week just planned, ticks and all, with the way to the menus page or a fresh start. */
export function ResultStep({ menuId, onRestart }: { menuId: string; onRestart: () => void }) {
  const menu = useWeeklyMenu(menuId);
  return (
    <div className="grid gap-4">
      {menu.isPending ? (
        <Skeleton className="h-96" />
      ) : menu.isError ? (
        <LoadError error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <MenuCard menu={menu.data} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          Criar Novo Cardápio
        </Button>
        <Button asChild size="lg">
          <Link to="/cardapios-semanais">
            <CalendarDays aria-hidden="true" />
            Ver Meus Cardápios
          </Link>
        </Button>
      </div>
    </div>
  );
}
