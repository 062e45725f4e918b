import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import type { EntitlementsService } from "../modules/entitlements/index.ts";
import type { WhatsappLinkService } from "../modules/whatsapp-link/index.ts";
import type { ChannelRegistry } from "./channels.ts";
import { createConversationRepository } from "./conversation.repository.ts";
import { createConversationEngine, type Transcriber } from "./engine.ts";
import { createIdentity } from "./identity.ts";
import { createOutbox } from "./outbox.ts";
import { createOutboxRepository } from "./outbox.repository.ts";
import { sharedNlu, type FoodLookup } from "./nlu/index.ts";
import { createTools, type ToolServices } from "./tools/index.ts";
import { lastRecipe } from "./tools/tool.ts";
import { createTurnHandler, type AgentTurn } from "./turn.ts";

export { createChatAgent } from "./agent/chat-agent.ts";
export { createChannelRegistry, type ChannelEndpoint, type ChannelRegistry } from "./channels.ts";
export type { ChannelSender } from "./outbox.ts";
export type { ConversationEngine, Transcriber } from "./engine.ts";
export { createTranscriber } from "./transcriber.ts";

/** The services the chat reaches: the same ones the web routes call. */
export interface ConversationServices extends ToolServices {
  users: {
    findById: (id: string) => Promise<UserRow | undefined>;
    findByWhatsapp: (phone: string) => Promise<UserRow | undefined>;
  };
  whatsappLinks: WhatsappLinkService;
  entitlements: EntitlementsService;
  catalogue: FoodLookup;
}

export interface ConversationDeps {
  db: Db;
  services: ConversationServices;
  logger: Logger;
  /** Where recipe and plan links point ("https://chefzap.com.br"). */
  publicUrl: string;
  channels: ChannelRegistry;
  transcriber?: Transcriber | undefined;
  agent?: AgentTurn | undefined;
  /** Shortest time between two drafts of one turn (tests set 0 to see every one). */
  draftEveryMs?: number;
}

/** Wires the engine, its brain and its outbox to the services every other channel uses. */
export function createConversation(deps: ConversationDeps) {
  const { services, channels } = deps;
  const repo = createConversationRepository(deps.db, services.entitlements.now);
  const outbox = createOutbox({
    repo: createOutboxRepository(deps.db),
    senderFor: channels.senderFor,
    logger: deps.logger,
  });
  const identity = createIdentity({
    findUser: (id) => services.users.findById(id),
    findUserByPhone: (phone) => services.users.findByWhatsapp(phone),
    links: services.whatsappLinks,
    entitlements: services.entitlements,
    plansUrl: `${deps.publicUrl}/subscribe`,
  });
  const turn = createTurnHandler({
    identity,
    tools: createTools(services),
    nlu: () => sharedNlu(services.catalogue),
    recipeTitle: async (ctx) => (await lastRecipe(services, ctx))?.title,
    publicUrl: deps.publicUrl,
    agent: deps.agent,
  });
  const engine = createConversationEngine({
    repo,
    outbox,
    turn,
    logger: deps.logger,
    transcriber: deps.transcriber,
    onProgress: channels.progress,
    onDraft: channels.draft,
    draftEveryMs: deps.draftEveryMs,
  });
  return {
    engine,
    outbox,
    /** The web chat's messages, oldest first, for the page to show again after a reload. */
    history: (channel: "web" | "whatsapp", account: string, key: string, limit = 50) =>
      repo.history(channel, account, key, limit),
    /** Every chat of an account, oldest message first, for the LGPD export. */
    chatsOf: (userId: string) => repo.chatsOf(userId, 1000),
    /** Starts the sweep and the outbox retries, and answers what a restart left waiting. */
    async start() {
      // Read into memory now (trained, or loaded from its cache), not by the first conversations.
      await sharedNlu(services.catalogue);
      engine.start();
      outbox.start();
      await engine.recover();
      await outbox.kick();
    },
    async stop() {
      await engine.stop();
      await outbox.stop();
    },
  };
}

export type Conversation = ReturnType<typeof createConversation>;
