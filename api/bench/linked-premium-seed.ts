import type { Services } from "../src/services.ts";

/**
 * `count` Premium accounts, each with a WhatsApp number linked through the code the dashboard shows, as
 * subscribers' would be; returns the numbers.
 */
export async function seedLinkedPremium(services: Services, count: number): Promise<string[]> {
  const phones: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench${i}@chefzap.test`;
    const { user } = await services.auth.register(
      {
        email,
        password: "feijoada123",
        name: "Ana Bench",
        username: undefined,
        firstName: undefined,
        lastName: undefined,
        whatsapp: undefined,
        deviceFingerprint: undefined,
        userAgent: undefined,
      },
      null,
    );
    await services.users.setPlan(email, "premium");
    const phone = `5511${String(900000000 + i)}`;
    const { code } = await services.whatsappLinks.newCode({ id: user.id, plan: "premium" });
    await services.whatsappLinks.linkByCode(code, phone);
    phones.push(phone);
  }
  return phones;
}
