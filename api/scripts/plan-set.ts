// An operator gives or takes Premium, recorded as a grant (who, why):
//   npm run plan:set -- maria@exemplo.com premium "parceria com o blog"
//   npm run plan:set -- maria@exemplo.com free
import { userInfo } from "node:os";
import { DomainError, planSchema } from "@chefzap/shared";
import { loadConfig } from "../src/config/env.ts";
import { runWithServices } from "./run-with-services.ts";

const [email, plan, reason] = [
  process.argv[2]?.trim().toLowerCase(),
  planSchema.safeParse(process.argv[3]),
  process.argv.slice(4).join(" ").trim() || null,
];
if (!email || !plan.success) {
  console.error("Uso: npm run plan:set -- <email> <free|premium> [motivo]");
  process.exit(2);
}
await runWithServices(loadConfig(), async ({ users, billing }) => {
  const user = await users.findByEmail(email);
  if (!user) throw new DomainError("not_found", `Nenhuma conta com o e-mail ${email}.`);
  const by = userInfo().username;
  if (plan.data === "premium") {
    const granted = await billing.grantPremium(user.id, by, reason);
    console.log(granted ? `${email} agora está no plano premium.` : `${email} já tinha o Premium concedido.`);
    return;
  }
  await billing.revokePremium(user.id, by);
  const now = (await users.findById(user.id))!.plan;
  console.log(
    now === "free"
      ? `${email} agora está no plano free.`
      : `Concessão retirada; ${email} continua Premium pela assinatura paga (cancele-a no Stripe, se for o caso).`,
  );
});
