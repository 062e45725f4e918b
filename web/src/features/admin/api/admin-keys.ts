/** Query keys of the admin panels; everything under "admin" is read again after an action. */
export const adminKeys = {
  all: ["admin"] as const,
  users: (complete: boolean, query: object) =>
    ["admin", complete ? "users-complete" : "users", query] as const,
  userDetails: (id: string) => ["admin", "user-details", id] as const,
  payments: (query: object) => ["admin", "payments", query] as const,
  enhancedStats: ["admin", "enhanced-stats"] as const,
  systemMetrics: ["admin", "system-metrics"] as const,
  recipeAnalytics: ["admin", "recipe-analytics"] as const,
  dashboardStats: ["admin", "dashboard-stats"] as const,
  recipes: (search: string) => ["admin", "recipes-all", search] as const,
  weeklyMenus: ["admin", "weekly-menus"] as const,
  reports: (state: string) => ["admin", "reports", state] as const,
  auditLog: (action: string) => ["admin", "audit-log", action] as const,
};
