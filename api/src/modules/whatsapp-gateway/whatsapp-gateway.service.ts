import type { AuthKeyRow, ConnectionStatus } from "@chefzap/shared";
import type { Db } from "../../db/client.ts";
import { createAuthKeysRepository } from "./auth-keys.repository.ts";

/**
 * What the api keeps for the WhatsApp gateway: Baileys' keys (in the database) and the latest
 * connection status of each account (in memory: it is only news for the admin panel).
 */
export function createWhatsappGatewayService({ db }: { db: Db }) {
  const repo = createAuthKeysRepository(db);
  const statuses = new Map<string, ConnectionStatus>();
  return {
    getKeys: (account: string, type: string, ids: readonly string[]) => repo.get(account, type, ids),
    setKeys: (account: string, rows: readonly AuthKeyRow[]) => repo.set(account, rows),
    /** After a logout the old keys are useless and must not be reused. */
    clearKeys: (account: string) => repo.clear(account),
    reportStatus(status: ConnectionStatus): void {
      statuses.set(status.account, status);
    },
    statuses: (): ConnectionStatus[] => [...statuses.values()],
  };
}

export type WhatsappGatewayService = ReturnType<typeof createWhatsappGatewayService>;
