import { ArrowLeft, Printer } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { LoadError } from "../../components/load-error";
import { useWeeklyMenu } from "../../week/api/get-weekly-menus";
import { MenuCost } from "../../week/components/menu-cost";
import { formatKcal, formatMenuDate } from "../../week/lib/format-week";
import { PrintStyles } from "./print-styles";
import { PrintedShoppingList } from "./printed-shopping-list";
import { WeekTable } from "./week-table";

/** /cardapio-semanal?id=… (spec §2): one menu on its own, the week on one sheet and the list on the next. */
export function PrintMenuPage({ id }: { id: string }) {
  const { user, isLoading } = useUser();
  const menu = useWeeklyMenu(id);
  if (isLoading)
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Carregando...
      </p>
    );
  if (!user) return <Navigate to="/auth" replace />;

  return (
    <main data-menu-print="" className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 print:gap-2">
      <PrintStyles />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/cardapios-semanais">
            <ArrowLeft aria-hidden="true" />
            Meus Cardápios
          </Link>
        </Button>
        <Button onClick={() => window.print()} disabled={!menu.isSuccess}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
      </div>
      {menu.isPending ? (
        <Skeleton aria-label="Carregando cardápio" className="h-96" />
      ) : menu.isError ? (
        <LoadError error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <>
          <header className="grid gap-1 print:flex print:items-baseline print:gap-4">
            <h1 className="text-2xl leading-tight font-bold print:text-base">{menu.data.title}</h1>
            <p className="text-muted-foreground print:text-[9pt]">
              Semana de {formatMenuDate(menu.data.weekStartDate)} · {formatKcal(menu.data.totalCalories)}{" "}
              kcal/dia
            </p>
          </header>
          <WeekTable menu={menu.data} />
          <MenuCost cost={menu.data.cost} compact />
          <PrintedShoppingList menu={menu.data} />
        </>
      )}
    </main>
  );
}
