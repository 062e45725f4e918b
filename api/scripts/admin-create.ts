// Grants the admin role to an existing account: npm run admin:create -- maria@exemplo.com
import { loadConfig } from "../src/config/env.ts";
import { runWithServices } from "./run-with-services.ts";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Uso: npm run admin:create -- <email>");
  process.exit(2);
}
await runWithServices(loadConfig(), async (services) => {
  const result = await services.auth.makeAdmin(email);
  console.log(`${email} agora é administrador.`);
  if (result.created) console.log(`Conta criada. Senha provisória (mostrada só agora): ${result.password}`);
});
