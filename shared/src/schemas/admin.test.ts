import { describe, expect, it } from "vitest";
import { adminBulkActionBodySchema, adminUsersQuerySchema } from "./admin.ts";

const id = "7d0b6c1e-6f1e-4a43-9d7a-0f4c6f1a2b3c";

describe("admin contract", () => {
  it("asks for a template only when sending e-mail", () => {
    expect(adminBulkActionBodySchema.safeParse({ action: "reset-free-recipes", userIds: [id] }).success).toBe(
      true,
    );
    const noTemplate = adminBulkActionBodySchema.safeParse({ action: "send-email", userIds: [id] });
    expect(noTemplate.error?.issues[0]?.message).toBe("Escolha o modelo do e-mail.");
    expect(
      adminBulkActionBodySchema.safeParse({ action: "send-email", userIds: [id], template: "novidades" })
        .success,
    ).toBe(true);
  });

  it("refuses an empty selection and more than a thousand users", () => {
    expect(adminBulkActionBodySchema.safeParse({ action: "reset-free-recipes", userIds: [] }).success).toBe(
      false,
    );
    const many = Array.from({ length: 1001 }, () => id);
    expect(adminBulkActionBodySchema.safeParse({ action: "reset-free-recipes", userIds: many }).success).toBe(
      false,
    );
  });

  it("pages users 25 at a time by default and never more than 100", () => {
    expect(adminUsersQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 25, sort: "createdAt:desc" });
    expect(adminUsersQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ plan: "gold" }).error?.issues[0]?.message).toBe(
      "Plano inválido.",
    );
  });
});
