import type { Reply } from "@chefzap/shared";
import type { ConversationRow, InboundMessageRow, UserRow } from "../db/schema/index.ts";
import type { EntitlementsService } from "../modules/entitlements/index.ts";
import type { WhatsappLinkService } from "../modules/whatsapp-link/index.ts";
import type { ConversationState } from "./state.ts";
import { texts } from "./texts.ts";

export interface IdentityDeps {
  findUser: (id: string) => Promise<UserRow | undefined>;
  /** The account the number is linked to: one query on every WhatsApp turn. */
  findUserByPhone: (phone: string) => Promise<UserRow | undefined>;
  links: WhatsappLinkService;
  entitlements: EntitlementsService;
  plansUrl: string;
}

const WRONG_CODES_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;

/** Who is talking, or the whole answer when they may not go on (unlinked, not Premium) or just linked. */
export type Identity =
  | { user: UserRow }
  | {
      answer: Reply[];
      state?: Partial<ConversationState>;
      /** The plan explanation: said once an hour at most, so a chatty stranger costs no messages. */
      refusal?: true;
    };

export function createIdentity(deps: IdentityDeps) {
  /** "vincular 123456" from a number: wrong codes are counted per number, so guessing is slow. */
  async function link(phone: string, code: string, state: ConversationState): Promise<Identity> {
    const now = Date.now();
    const wrong =
      state.wrongCodes && now - state.wrongCodes.since < HOUR ? state.wrongCodes : { count: 0, since: now };
    if (wrong.count >= WRONG_CODES_PER_HOUR) return { answer: [{ kind: "text", text: texts.tooManyCodes }] };
    const userId = await deps.links.linkByCode(code, phone);
    const user = userId ? await deps.findUser(userId) : undefined;
    if (!user)
      return {
        answer: [{ kind: "text", text: texts.wrongCode }],
        state: { wrongCodes: { count: wrong.count + 1, since: wrong.since } },
      };
    return {
      answer: [{ kind: "text", text: texts.linked(user.firstName) }],
      state: { wrongCodes: undefined },
    };
  }

  return {
    async identify(
      conversation: ConversationRow,
      message: InboundMessageRow,
      state: ConversationState,
      linkCode: string | undefined,
      /** The account, when the caller already read it with the conversation (null: none). */
      account?: UserRow | null,
    ): Promise<Identity> {
      if (conversation.channel === "web") {
        // The web chat's key is the signed-in user's id, set by the server from the session.
        const user = account === undefined ? await deps.findUser(conversation.key) : account;
        return user
          ? { user }
          : {
              answer: [
                { kind: "error", code: "unauthenticated", text: "Entre na sua conta para conversar." },
              ],
            };
      }
      const phone = message.senderPhone ?? conversation.key;
      if (linkCode) return link(phone, linkCode, state);
      const user = account === undefined ? await deps.findUserByPhone(phone) : account;
      if (!user) return { answer: [{ kind: "text", text: texts.unlinked(deps.plansUrl) }], refusal: true };
      if (!deps.entitlements.can(user, "whatsapp"))
        return { answer: [{ kind: "text", text: texts.notPremium(deps.plansUrl) }], refusal: true };
      return { user };
    },
  };
}
