import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/me/export: e-mails", () => {
  it("includes the e-mails written to me, and none written to anyone else", async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const news = (to: string, userId: string) => ({
      to,
      userId,
      template: "novidades" as const,
      data: { name: "Maria", siteUrl: ctx.config.publicUrl },
    });
    await ctx.services.mail.send(news(user.email, user.id));
    await ctx.services.mail.send(news(other.user.email, other.user.id));

    const { body } = await agent.get("/api/me/export").expect(200);
    expect(body.mail).toEqual([
      expect.objectContaining({ to: user.email, template: "novidades", status: "not_configured" }),
    ]);
    expect(JSON.stringify(body)).not.toContain(other.user.email);
  });
});
