/** The page's tabs (spec §2) by the values the address keeps in ?tab=, Meus Cardápios first. */
export const WEEKLY_MENUS_TABS = [
  { id: "cardapios", label: "Meus Cardápios" },
  { id: "perfil", label: "Perfil Nutricional" },
  { id: "preferencias", label: "Preferências" },
] as const;
export type WeeklyMenusTab = (typeof WEEKLY_MENUS_TABS)[number]["id"];

export const DEFAULT_TAB: WeeklyMenusTab = "cardapios";

/** The tab an address names; anything else is the default, so an old or mistyped link still opens. */
export function tabFrom(value: string | null): WeeklyMenusTab {
  return WEEKLY_MENUS_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;
}

/** What the Meus Cardápios tab receives, so it can send the cook to the profile or preferences. */
export interface MenusTabProps {
  showTab: (tab: WeeklyMenusTab) => void;
}
