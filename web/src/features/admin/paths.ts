/** The admin sign-in; visitors who open a panel are sent here. */
export const ADMIN_LOGIN_PATH = "/admin";
/** Panel one (overview, users, payments, analytics, system): where a signed-in admin lands. */
export const ADMIN_PANEL_PATH = "/admin/perfect";
/** Panel two (Dashboard, Usuários, Receitas, Cardápios). */
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";
