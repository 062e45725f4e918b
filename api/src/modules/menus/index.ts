export { weeklyMenusRoutes } from "./weekly-menus.routes.ts";
export { createWeeklyMenusService, type MenuCook, type WeeklyMenusService } from "./weekly-menus.service.ts";
export { listaComprasItems, listaComprasText, weekSummaryText } from "./menu-text.ts";
export { weeklyMenusApiDocs } from "./weekly-menus.openapi.ts";
