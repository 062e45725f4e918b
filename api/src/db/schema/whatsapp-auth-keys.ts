import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Baileys' creds and signal keys, one row per (account, type, id), kept by the api so the gateway
 * process holds no state of its own and a restart does not ask for a new QR code.
 */
export const whatsappAuthKeysTable = pgTable(
  "whatsapp_auth_keys",
  {
    account: text("account").notNull(),
    type: text("type").notNull(),
    id: text("id").notNull(),
    /** BufferJSON text as the gateway serialised it; the api never reads inside. */
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "whatsapp_auth_keys_pkey", columns: [t.account, t.type, t.id] })],
);
