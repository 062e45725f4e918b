// Sets a plan until billing exists: npm run plan:set -- maria@exemplo.com premium
import { planSchema } from "@chefzap/shared";
import { loadConfig } from "../src/config/env.ts";
import { runWithServices } from "./run-with-services.ts";

const [email, plan] = [process.argv[2]?.trim().toLowerCase(), planSchema.safeParse(process.argv[3])];
if (!email || !plan.success) {
  console.error("Uso: npm run plan:set -- <email> <free|premium>");
  process.exit(2);
}
await runWithServices(loadConfig(), async (services) => {
  await services.users.setPlan(email, plan.data);
  console.log(`${email} agora está no plano ${plan.data}.`);
});
