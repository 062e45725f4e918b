import { DomainError, type AuthKeyRow, type BotAck, type ConnectionStatus } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { createAdminAuditRepository, type AdminActor } from "../admin/index.ts";
import { createAuthKeysRepository } from "./auth-keys.repository.ts";

/** What the api can ask of the gateways connected to it; the bot gateway's socket server provides it. */
export interface GatewayCommands {
  /** Every ack of the gateways serving the account; none when no gateway serves it now. */
  restart(account: string): Promise<BotAck[]>;
}

const NO_GATEWAY = "Nenhum gateway conectado atende este número agora. Confira se o bot está rodando.";

/**
 * What the api keeps for the WhatsApp gateway: Baileys' keys (in the database) and the latest
 * connection status of each account (in memory: it is only news for the admin panel).
 */
export function createWhatsappGatewayService({ db }: { db: Db }) {
  const repo = createAuthKeysRepository(db);
  const audit = createAdminAuditRepository(db);
  const statuses = new Map<string, ConnectionStatus>();
  let commands: GatewayCommands | undefined;
  return {
    getKeys: (account: string, type: string, ids: readonly string[]) => repo.get(account, type, ids),
    setKeys: (account: string, rows: readonly AuthKeyRow[]) => repo.set(account, rows),
    /** After a logout the old keys are useless and must not be reused. */
    clearKeys: (account: string) => repo.clear(account),
    reportStatus(status: ConnectionStatus): void {
      statuses.set(status.account, status);
    },
    statuses: (): ConnectionStatus[] => [...statuses.values()],
    /** Called once by the bot gateway's socket server, which is made after the services. */
    useCommands(given: GatewayCommands): void {
      commands = given;
    },

    /** An admin's "Reconectar": the gateway drops the link and opens it again (a new QR if unlinked). */
    async reconnect(actor: AdminActor, account: string): Promise<{ message: string }> {
      if (!statuses.has(account)) throw new DomainError("not_found", "Número de WhatsApp não encontrado.");
      const acks = commands ? await commands.restart(account).catch(() => []) : [];
      if (!acks.some((ack) => ack.ok)) throw new DomainError("service_unavailable", NO_GATEWAY);
      await audit.write({ actor, action: "whatsapp-reconnect", targetType: "whatsapp", targetId: account });
      return { message: "Reconectando o WhatsApp. O novo estado aparece em instantes." };
    },
  };
}

export type WhatsappGatewayService = ReturnType<typeof createWhatsappGatewayService>;
