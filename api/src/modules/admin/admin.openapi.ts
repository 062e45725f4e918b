import {
  adminAuditItemSchema,
  adminAuditQuerySchema,
  adminBulkActionBodySchema,
  adminBulkActionResultSchema,
  adminDashboardStatsSchema,
  adminEnhancedStatsSchema,
  adminMessageSchema,
  adminModerationBodySchema,
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  adminRecipeAnalyticsSchema,
  adminRecipeSchema,
  adminRecipesQuerySchema,
  adminReportedItemSchema,
  adminReportsQuerySchema,
  adminSystemMetricsSchema,
  adminUserCompleteSchema,
  adminUserDetailsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminWeeklyMenuSchema,
  adminWeeklyMenusQuerySchema,
} from "@chefzap/shared";
import { z } from "zod";
import {
  apiDocs,
  json,
  nextCursorHeader,
  totalCountHeader,
  type OperationSpec,
  adminTag,
} from "../../http/openapi/operation.ts";

const userParams = z.object({ id: z.uuid() });
const csv = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});

const read = (summary: string, schema: z.ZodType): OperationSpec => ({
  summary,
  access: "admin",
  responses: { "200": json("Os números.", schema) },
});

const paged = (summary: string, query: OperationSpec["query"], item: z.ZodType): OperationSpec => ({
  summary,
  access: "admin",
  query,
  responses: { "200": json("Uma página, dos mais novos.", z.array(item), nextCursorHeader) },
});

const moderation = (summary: string): OperationSpec => ({
  summary,
  access: "admin",
  body: adminModerationBodySchema,
  responses: { "200": json("Mensagem para o aviso.", adminMessageSchema) },
  errors: ["not_found"],
});

export const adminApiDocs = apiDocs(adminTag, {
  "/admin/users": {
    get: {
      summary: "Usuários (primeiro painel)",
      access: "admin",
      query: adminUsersQuerySchema,
      responses: { "200": json("Uma página.", z.array(adminUserSchema), totalCountHeader) },
    },
  },
  "/admin/users-complete": {
    get: {
      summary: "Usuários com receitas, cardápios e assinatura (segundo painel)",
      access: "admin",
      query: adminUsersQuerySchema,
      responses: { "200": json("Uma página.", z.array(adminUserCompleteSchema), totalCountHeader) },
    },
  },
  "/admin/users/{id}/details": {
    get: {
      summary: "Detalhes de um usuário",
      access: "admin",
      params: userParams,
      responses: { "200": json("Receitas, média e pagamentos.", adminUserDetailsSchema) },
      errors: ["not_found"],
    },
  },
  "/admin/users/{id}/reset-recipes": {
    patch: {
      summary: "Zera as receitas grátis usadas",
      access: "admin",
      params: userParams,
      responses: { "200": json("Mensagem para o aviso.", adminMessageSchema) },
      errors: ["not_found"],
    },
  },
  "/admin/bulk-actions": {
    post: {
      summary: "Ação em lote (zerar cota, enviar e-mail)",
      access: "admin",
      body: adminBulkActionBodySchema,
      responses: { "200": json("O que aconteceu a cada id.", adminBulkActionResultSchema) },
    },
  },
  "/admin/payments": {
    get: {
      summary: "Pagamentos",
      access: "admin",
      query: adminPaymentsQuerySchema,
      responses: { "200": json("Uma página.", z.array(adminPaymentSchema), totalCountHeader) },
    },
  },
  "/admin/export/users": {
    get: {
      summary: "Exporta os usuários filtrados (CSV)",
      access: "admin",
      query: adminUsersQuerySchema,
      responses: { "200": csv("CSV em UTF-8 com BOM, para download.") },
    },
  },
  "/admin/export/payments": {
    get: {
      summary: "Exporta os pagamentos filtrados (CSV)",
      access: "admin",
      query: adminPaymentsQuerySchema,
      responses: { "200": csv("CSV em UTF-8 com BOM, para download.") },
    },
  },
  "/admin/enhanced-stats": { get: read("Visão geral", adminEnhancedStatsSchema) },
  "/admin/recipe-analytics": { get: read("Análises de receitas", adminRecipeAnalyticsSchema) },
  "/admin/system-metrics": { get: read("Métricas do sistema", adminSystemMetricsSchema) },
  "/admin/dashboard-stats": { get: read("Números do painel", adminDashboardStatsSchema) },
  "/admin/recipes-all": { get: paged("Todas as receitas", adminRecipesQuerySchema, adminRecipeSchema) },
  "/admin/weekly-menus": {
    get: paged("Todos os cardápios", adminWeeklyMenusQuerySchema, adminWeeklyMenuSchema),
  },
  "/admin/reports": { get: paged("Denúncias", adminReportsQuerySchema, adminReportedItemSchema) },
  "/admin/moderation/hide": { post: moderation("Oculta uma receita ou um comentário") },
  "/admin/moderation/restore": { post: moderation("Mostra de novo o que foi ocultado") },
  "/admin/audit-log": {
    get: paged("Registro de ações dos admins", adminAuditQuerySchema, adminAuditItemSchema),
  },
});
