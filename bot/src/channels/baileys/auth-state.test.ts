import { addTransactionCapability, initAuthCreds, proto, type SignalDataSet } from "baileys";
import { describe, expect, it, vi } from "vitest";
import { silentLogger } from "../logger.ts";
import { apiAuthStore, loadAuthState } from "./auth-state.ts";
import { baileysLogger } from "./baileys.logger.ts";
import { memoryAuthStore } from "./fixtures/memory-auth-store.ts";

const logger = baileysLogger(silentLogger);
const keyPair = () => initAuthCreds().signedIdentityKey;

/** One of each key type Baileys v7 writes, with the value shapes its Types/Auth.ts gives them. */
function everyKeyType(): SignalDataSet {
  return {
    "pre-key": { "1": keyPair(), "2": keyPair() },
    session: { "5511987654321.0": Buffer.from("session record bytes") },
    "sender-key": { "120363041234567890@g.us::5511987654321::0": Buffer.from("sender key") },
    "sender-key-memory": { "120363041234567890@g.us": { "5511987654321:0@s.whatsapp.net": true } },
    "app-state-sync-key": {
      AAAAAKdX: proto.Message.AppStateSyncKeyData.fromObject({
        keyData: Buffer.alloc(32, 5),
        fingerprint: { rawId: 7, currentIndex: 1, deviceIndexes: [0, 1] },
        timestamp: 1_763_640_000_000,
      }),
    },
    "app-state-sync-version": {
      regular_high: {
        version: 3,
        hash: Buffer.alloc(128, 1),
        indexValueMap: { abc: { valueMac: Buffer.alloc(32, 2) } },
      },
    },
    "lid-mapping": { "5511987654321": "207829302747184", "207829302747184_reverse": "5511987654321" },
    "device-list": { "5511987654321": ["0", "12"] },
    tctoken: { "207829302747184@lid": { token: Buffer.from("tc-token"), timestamp: "1763640000" } },
    "identity-key": { "5511987654321.0": new Uint8Array([5, 1, 2, 3]) },
  };
}

describe("Baileys auth state through the api's store", () => {
  it("starts an account never linked with new creds and writes nothing until asked", async () => {
    const memory = memoryAuthStore();
    const auth = await loadAuthState(memory.store, logger);

    expect(auth.state.creds.registered).toBe(false);
    expect(Buffer.isBuffer(auth.state.creds.noiseKey.private)).toBe(true);
    expect(memory.size).toBe(0);
  });

  it("writes a keys.set() as one batch and reads every key type back equal, Buffers included", async () => {
    const memory = memoryAuthStore();
    const written = everyKeyType();
    await (await loadAuthState(memory.store, logger)).state.keys.set(written);

    expect(memory.batches).toHaveLength(1);
    expect(memory.batches[0]).toHaveLength(12);
    // A fresh load has an empty cache: what comes back is what the store kept.
    const keys = (await loadAuthState(memory.store, logger)).state.keys;
    for (const [type, values] of Object.entries(written)) {
      const read = await keys.get(type as keyof SignalDataSet, Object.keys(values));
      expect(read, type).toEqual(
        type === "identity-key" ? { "5511987654321.0": Buffer.from([5, 1, 2, 3]) } : values,
      );
    }
    const preKeys = await keys.get("pre-key", ["1"]);
    expect(Buffer.isBuffer(preKeys["1"]!.private)).toBe(true);
    const syncKey = (await keys.get("app-state-sync-key", ["AAAAAKdX"]))["AAAAAKdX"];
    expect(syncKey).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(syncKey!.keyData!)).toEqual(Buffer.alloc(32, 5));
  });

  it("deletes a key set to null, and leaves unknown ids out", async () => {
    const memory = memoryAuthStore();
    const keys = (await loadAuthState(memory.store, logger)).state.keys;
    await keys.set({ "pre-key": { "1": keyPair(), "2": keyPair() } });
    await keys.set({ "pre-key": { "1": null } });

    const fresh = (await loadAuthState(memory.store, logger)).state.keys;
    expect(Object.keys(await fresh.get("pre-key", ["1", "2", "3"]))).toEqual(["2"]);
    expect(memory.raw("pre-key", "1")).toBeUndefined();
  });

  it("commits a Baileys transaction (how the socket writes keys) in one batch", async () => {
    const memory = memoryAuthStore();
    const keys = addTransactionCapability((await loadAuthState(memory.store, logger)).state.keys, logger, {
      maxCommitRetries: 1,
      delayBetweenTriesMs: 0,
    });
    await keys.transaction(async () => {
      await keys.set({ session: { "5511987654321.0": Buffer.from("a") } });
      await keys.set({ "lid-mapping": { "5511987654321": "207829302747184" } });
      await keys.set({ "device-list": { "5511987654321": ["0"] } });
    }, "5511987654321");

    expect(memory.batches).toHaveLength(1);
    expect(memory.batches[0]!.map((row) => row.type).sort()).toEqual([
      "device-list",
      "lid-mapping",
      "session",
    ]);
  });

  it("reads more ids than the api takes at once in several requests", async () => {
    const memory = memoryAuthStore();
    const get = vi.spyOn(memory.store, "get");
    const ids = Array.from({ length: 2500 }, (_, i) => String(i + 1));
    await (await loadAuthState(memory.store, logger)).state.keys.get("pre-key", ids);

    expect(get.mock.calls.slice(1).map(([, batch]) => batch.length)).toEqual([1000, 1000, 500]);
  });

  it("saves creds as Baileys updates them, the last save landing last", async () => {
    const memory = memoryAuthStore();
    const auth = await loadAuthState(memory.store, logger);
    auth.state.creds.me = { id: "5511912345678:7@s.whatsapp.net", name: "ChefZap" };
    const first = auth.saveCreds();
    auth.state.creds.registered = true;
    await Promise.all([first, auth.saveCreds()]);

    const again = await loadAuthState(memory.store, logger);
    expect(again.state.creds.registered).toBe(true);
    expect(again.state.creds.me?.id).toBe("5511912345678:7@s.whatsapp.net");
    expect(again.state.creds.noiseKey).toEqual(auth.state.creds.noiseKey);
    expect(Buffer.isBuffer(again.state.creds.signedPreKey.keyPair.private)).toBe(true);
  });

  it("keeps saving after one save failed", async () => {
    const memory = memoryAuthStore();
    const auth = await loadAuthState(memory.store, logger);
    memory.failNextSet();
    await expect(auth.saveCreds()).rejects.toThrow(/refused/);
    await auth.saveCreds();
    expect(memory.raw("creds", "creds")).toBeDefined();
  });

  it("clears creds and keys on logout, and a late creds update does not bring them back", async () => {
    const memory = memoryAuthStore();
    const auth = await loadAuthState(memory.store, logger);
    await auth.saveCreds();
    await auth.state.keys.set(everyKeyType());
    await auth.clear();
    await auth.saveCreds();

    expect(memory.size).toBe(0);
    expect(await auth.state.keys.get("pre-key", ["1"])).toEqual({});
    expect((await loadAuthState(memory.store, logger)).state.creds.registered).toBe(false);
  });

  it("binds the gateway client's key calls to the account", async () => {
    const auth = {
      get: vi.fn(async () => ({ "1": "x" })),
      set: vi.fn(async () => {}),
      clear: vi.fn(async () => {}),
    };
    const store = apiAuthStore(auth, "baileys:5511912345678");
    await store.get("pre-key", ["1"]);
    await store.set([{ type: "pre-key", id: "1", value: null }]);
    await store.clear();

    expect(auth.get).toHaveBeenCalledWith("baileys:5511912345678", "pre-key", ["1"]);
    expect(auth.set).toHaveBeenCalledWith("baileys:5511912345678", [
      { type: "pre-key", id: "1", value: null },
    ]);
    expect(auth.clear).toHaveBeenCalledWith("baileys:5511912345678");
  });
});
