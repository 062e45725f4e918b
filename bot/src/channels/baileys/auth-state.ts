import type { AuthKeyRow } from "@chefzap/shared";
import {
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from "baileys";
import type { BaileysLogger } from "./baileys.logger.ts";

/**
 * Where one account's creds and signal keys live: one text value per (type, id). The api keeps them
 * in PostgreSQL; tests keep them in memory with the same rules.
 */
export interface AuthStore {
  /** The values found; ids without one are left out. */
  get(type: string, ids: string[]): Promise<Record<string, string>>;
  /** All rows or none; a null value deletes its key. */
  set(rows: AuthKeyRow[]): Promise<void>;
  clear(): Promise<void>;
}

export interface BaileysAuth {
  /** What makeWASocket takes as `auth`: Baileys mutates `creds` in place as the session goes on. */
  state: AuthenticationState;
  /** Writes the current creds; saves run one after the other so an older one never lands last. */
  saveCreds(): Promise<void>;
  /** Resolves once the saves asked for so far are done, landed or not. */
  settled(): Promise<void>;
  /** Forgets the session, creds included (after a logout the keys are useless). */
  clear(): Promise<void>;
}

const CREDS = { type: "creds", id: "creds" } as const;
// The api's limits per request (auth:get ids, auth:set rows).
const GET_BATCH = 1000;
const SET_BATCH = 5000;

/** The gateway client's key calls (`client.auth`), which name the account each time. */
export interface AccountKeyCalls {
  get(account: string, type: string, ids: string[]): Promise<Record<string, string>>;
  set(account: string, rows: AuthKeyRow[]): Promise<unknown>;
  clear(account: string): Promise<unknown>;
}

/** The gateway client's key calls, bound to the account they belong to. */
export function apiAuthStore(auth: AccountKeyCalls, account: string): AuthStore {
  return {
    get: (type, ids) => auth.get(account, type, ids),
    set: async (rows) => void (await auth.set(account, rows)),
    clear: async () => void (await auth.clear(account)),
  };
}

/** Reads the saved creds (new ones for an account never linked) and wraps the keys in a cache. */
export async function loadAuthState(store: AuthStore, logger?: BaileysLogger): Promise<BaileysAuth> {
  const saved = (await store.get(CREDS.type, [CREDS.id]))[CREDS.id];
  const creds: AuthenticationCreds = saved ? parse(saved) : initAuthCreds();
  const keys = makeCacheableSignalKeyStore(storeKeys(store), logger);
  let saving: Promise<void> = Promise.resolve();
  let cleared = false;
  return {
    state: { creds, keys },
    saveCreds() {
      // A socket that is closing may still report creds after a logout cleared them: those stay gone.
      const next = saving
        .catch(() => {})
        .then(async () => {
          if (!cleared) await store.set([{ ...CREDS, value: stringify(creds) }]);
        });
      saving = next;
      return next;
    },
    settled: () => saving.catch(() => {}),
    async clear() {
      cleared = true;
      await saving.catch(() => {});
      await keys.clear?.();
    },
  };
}

/** The signal key store Baileys asks for, over the AuthStore; `set` is one batch for the api's transaction. */
function storeKeys(store: AuthStore): SignalKeyStore {
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const found: Record<string, SignalDataTypeMap[T]> = {};
      for (let start = 0; start < ids.length; start += GET_BATCH) {
        const values = await store.get(type, ids.slice(start, start + GET_BATCH));
        for (const [id, text] of Object.entries(values)) found[id] = revive(type, parse(text));
      }
      return found;
    },
    async set(data: SignalDataSet) {
      const rows = toRows(data);
      // Baileys never writes this many at once (812 pre-keys is its largest batch); if it ever does,
      // the batches go in order rather than not at all.
      for (let start = 0; start < rows.length; start += SET_BATCH)
        await store.set(rows.slice(start, start + SET_BATCH));
    },
    clear: () => store.clear(),
  };
}

function toRows(data: SignalDataSet): AuthKeyRow[] {
  const rows: AuthKeyRow[] = [];
  for (const [type, values] of Object.entries(data)) {
    for (const [id, value] of Object.entries(values ?? {}))
      rows.push({ type, id, value: value === null || value === undefined ? null : stringify(value) });
  }
  return rows;
}

/** App-state sync keys are read back as protobuf objects, as Baileys' own stores do. */
function revive<T extends keyof SignalDataTypeMap>(type: T, value: unknown): SignalDataTypeMap[T] {
  if (type === "app-state-sync-key")
    return proto.Message.AppStateSyncKeyData.fromObject(value as object) as unknown as SignalDataTypeMap[T];
  return value as SignalDataTypeMap[T];
}

const stringify = (value: unknown): string => JSON.stringify(value, BufferJSON.replacer);
const parse = <T>(text: string): T => JSON.parse(text, BufferJSON.reviver) as T;
