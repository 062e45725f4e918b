/** The new-menu wizard (spec §2 "Weekly menu wizard"); its own address is not in the spec. */
export const NEW_MENU_PATH = "/cardapio-semanal?novo=1";

export const DASHBOARD_PATH = "/dashboard";
