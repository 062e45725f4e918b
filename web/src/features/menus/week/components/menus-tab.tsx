import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/session";
import { LoadError } from "../../components/load-error";
import { NEW_MENU_PATH } from "../../lib/paths";
import type { MenusTabProps } from "../../lib/weekly-menus-tabs";
import { useWeeklyMenus } from "../api/get-weekly-menus";
import { MenuCard } from "./menu-card";
import { MenusEmpty } from "./menus-empty";
import { MenusTabSkeleton } from "./menus-tab-skeleton";
import { PremiumNote } from "./premium-note";

/** Meus Cardápios (spec §2): the newest menu open, the older ones folded below it. */
export function MenusTab({ showTab }: MenusTabProps) {
  const { user } = useUser();
  const menus = useWeeklyMenus();
  const premium = user?.plan === "premium";
  if (menus.isPending) return <MenusTabSkeleton />;
  if (menus.isError) return <LoadError error={menus.error} onRetry={() => void menus.refetch()} />;
  const [latest, ...older] = menus.data;
  if (!latest) return <MenusEmpty premium={premium} onOpenProfile={() => showTab("perfil")} />;

  return (
    <div className="grid gap-6">
      {premium ? (
        <Button asChild size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Link to={NEW_MENU_PATH}>
            <CalendarPlus aria-hidden="true" />
            Gerar Novo Cardápio Semanal
          </Link>
        </Button>
      ) : (
        <PremiumNote />
      )}
      <section aria-labelledby="ultimo-cardapio" className="grid gap-3">
        <h2 id="ultimo-cardapio" className="text-xl font-bold">
          Último Cardápio Criado
        </h2>
        <MenuCard menu={latest} />
      </section>
      {older.length > 0 && (
        <section aria-labelledby="cardapios-anteriores" className="grid gap-3">
          <h2 id="cardapios-anteriores" className="text-xl font-bold">
            Cardápios Anteriores ({older.length})
          </h2>
          {older.map((menu) => (
            <MenuCard key={menu.id} menu={menu} collapsible />
          ))}
        </section>
      )}
    </div>
  );
}
