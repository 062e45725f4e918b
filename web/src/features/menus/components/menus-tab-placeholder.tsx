import type { MenusTabProps } from "../lib/weekly-menus-tabs";
import { MenusEmpty } from "../week/components/menus-empty";

/** Meus Cardápios when the page is shown without the menus list (its own tests): the empty state. */
export function MenusTabPlaceholder({ showTab }: MenusTabProps) {
  return <MenusEmpty premium onOpenProfile={() => showTab("perfil")} />;
}
