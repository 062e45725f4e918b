import { signedInAgent, type TestContext } from "../../test/context.ts";
import { readable, type fakeChannel } from "./fake-channel.ts";

let phones = 0;

/** A fresh mobile number per call, so two tests never share a conversation. */
export const newPhone = () => `55219${String(10_000_000 + (phones += 1)).slice(-8)}`;

/** A Premium account with a number linked through the code the web shows, as a subscriber would. */
export async function linkedPremium(ctx: TestContext, chat: ReturnType<typeof fakeChannel>) {
  const { agent, payload, user } = await signedInAgent(ctx.app);
  await ctx.services.users.setPlan(payload.email, "premium");
  const { code } = (await agent.post("/api/whatsapp/link-code").expect(201)).body as { code: string };
  const phone = newPhone();
  const replies = await chat.say(phone, `vincular ${code}`);
  if (!readable(replies).includes("Seu WhatsApp está conectado"))
    throw new Error("the number was not linked");
  return { agent, payload, user, phone };
}
