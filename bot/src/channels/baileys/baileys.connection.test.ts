import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { makeWASocket } from "baileys";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBaileysChannel } from "./baileys.adapter.ts";
import { boom } from "./fixtures/fake-socket.ts";
import { COOK, COOK_JID, OUR_NUMBER } from "./fixtures/upserts.ts";

import { baileysHarness, settle, type BaileysHarness } from "./fixtures/channel-harness.ts";

let h: BaileysHarness;
beforeEach(() => {
  h = baileysHarness();
});
afterEach(() => h.stop());

describe("Baileys socket", () => {
  it("connects as a quiet linked device and answers getMessage only for our recent replies", async () => {
    const socket = await h.opened();
    expect(socket.options).toMatchObject({ markOnlineOnConnect: false, syncFullHistory: false });
    expect(socket.options.auth.creds.registered).toBe(false);
    expect(h.states()).toEqual(["connecting", "open"]);
    expect(h.statuses[1]).toMatchObject({ account: `baileys:${OUR_NUMBER}`, at: "2026-11-20T12:00:00.000Z" });

    await h.channel.send(COOK, [{ kind: "text", text: "Oi! Bora cozinhar?" }]);
    const id = "3EB00000000000000001";
    expect(await socket.options.getMessage({ remoteJid: COOK_JID, id, fromMe: true })).toEqual({
      extendedTextMessage: { text: "Oi! Bora cozinhar?" },
    });
    expect(await socket.options.getMessage({ remoteJid: COOK_JID, id: "3EB0UNKNOWN", fromMe: true })).toBe(
      undefined,
    );
  });

  it("shows the QR code in the terminal and to the admin panel", async () => {
    const socket = await h.started();
    socket.emit("connection.update", { qr: "2@abc,def,ghi" });

    expect(h.statuses.at(-1)).toMatchObject({ state: "qr", qr: "2@abc,def,ghi" });
    expect(h.announced.at(-1)).toContain("2@abc,def,ghi");
    expect(h.announced.at(-1)).toContain("Aparelhos conectados");
  });

  it("asks for one pairing code instead when configured, and saves the creds Baileys changed", async () => {
    const socket = await h.started({ pairingCode: true });
    socket.emit("connection.update", { qr: "2@abc" });
    socket.emit("connection.update", { qr: "2@def" });
    await settle();

    expect(socket.pairingRequests).toEqual([OUR_NUMBER]);
    expect(h.statuses.at(-1)).toMatchObject({ state: "qr", pairingCode: "ABCD1234" });
    expect(h.statuses.some((s) => s.qr)).toBe(false);
    expect(h.announced.at(-1)).toContain("ABCD-1234");
    expect(h.memory.raw("creds", "creds")).toContain('"pairingCode":"ABCD1234"');
  });
});

describe("Baileys disconnects", () => {
  it("stops on 401 logged out: keys cleared, no reconnect, admins told", async () => {
    const socket = await h.opened();
    socket.emit("creds.update", {});
    await settle();
    expect(h.memory.size).toBeGreaterThan(0);

    socket.drop(boom("Connection Failure", 401));
    await settle();

    expect(h.sockets.sockets).toHaveLength(1);
    expect(h.memory.size).toBe(0);
    expect(h.states().at(-1)).toBe("logged_out");
    expect(h.announced.at(-1)).toMatch(/Reinicie o bot/);
  });

  it("stops on 440 replaced, keeping the keys", async () => {
    const socket = await h.opened();
    socket.emit("creds.update", {});
    await settle();
    socket.drop(boom("Stream Errored (conflict)", 440));
    await settle();

    expect(h.sockets.sockets).toHaveLength(1);
    expect(h.memory.raw("creds", "creds")).toBeDefined();
    expect(h.states().at(-1)).toBe("replaced");
  });

  it("stops on 403 forbidden", async () => {
    const socket = await h.opened();
    socket.drop(boom("Connection Failure", 403));
    await settle();
    expect(h.sockets.sockets).toHaveLength(1);
    expect(h.states().at(-1)).toBe("closed");
  });

  it.each([
    ["428 connection closed", boom("Connection Terminated", 428)],
    ["515 restart required", boom("Stream Errored (restart required)", 515)],
    ["408 timed out", boom("Connection was lost", 408)],
    ["a network error", new Error("getaddrinfo ENOTFOUND web.whatsapp.com")],
  ])("reconnects on %s, with the same creds", async (_, error) => {
    const socket = await h.opened();
    socket.drop(error);
    await settle();

    expect(h.sockets.sockets).toHaveLength(2);
    expect(h.sockets.last.options.auth.creds).toBe(socket.options.auth.creds);
    expect(h.sleeps).toEqual([750]);
    expect(h.states()).toEqual(["connecting", "open", "closed", "connecting"]);
  });

  it("backs off longer each failed attempt, up to a cap, and starts over once open", async () => {
    await h.started();
    for (let i = 0; i < 8; i += 1) {
      h.sockets.last.drop(boom("Connection Terminated", 428));
      await settle();
    }
    h.sockets.last.open();
    await settle();
    h.sockets.last.drop(boom("Connection Terminated", 428));
    await settle();

    // random() is 0.5: three quarters of each ceiling (1 s doubling, capped at 60 s).
    expect(h.sleeps).toEqual([750, 1_500, 3_000, 6_000, 12_000, 24_000, 45_000, 45_000, 750]);
  });

  it("retries loading the creds while the api is away", async () => {
    const get = vi.spyOn(h.memory.store, "get").mockRejectedValueOnce(new Error("operation has timed out"));
    await h.started();
    expect(get).toHaveBeenCalledTimes(2);
    expect(h.sockets.sockets).toHaveLength(1);
    expect(h.sleeps).toEqual([750]);
  });

  it("unlinks a phone of another number and clears its keys", async () => {
    const socket = await h.started();
    socket.open({ id: "5521900001111:3@s.whatsapp.net" });
    await settle();

    expect(socket.loggedOut).toBe(true);
    expect(h.memory.size).toBe(0);
    expect(h.states()).not.toContain("open");
    expect(h.states().at(-1)).toBe("logged_out");
    expect(h.sockets.sockets).toHaveLength(1);
  });

  it("stops without reconnecting, and a reconnect already waiting does not start", async () => {
    const socket = await h.opened();
    await h.channel.stop();
    expect(socket.ended).toBe(true);
    expect(h.sockets.sockets).toHaveLength(1);

    let wake: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (wake = resolve));
    const slow = createBaileysChannelWithSleep(() => waiting);
    await slow.start(async () => {});
    await settle();
    h.sockets.last.drop(boom("Connection Terminated", 428));
    await settle();
    await slow.stop();
    wake();
    await settle();
    expect(h.sockets.sockets).toHaveLength(2);
  });
});

describe("Baileys restart (the admin panel's Reconectar)", () => {
  it("links again after a logout, on fresh keys, and shows the new QR", async () => {
    const first = await h.opened();
    first.drop(boom("Connection Failure", 401));
    await settle();
    expect(h.states().at(-1)).toBe("logged_out");

    await h.channel.restart!();
    await settle();
    expect(h.sockets.sockets).toHaveLength(2);
    expect(h.sockets.last.options.auth.creds).not.toBe(first.options.auth.creds);
    expect(h.sockets.last.options.auth.creds.registered).toBe(false);
    h.sockets.last.emit("connection.update", { qr: "2@novo,qr" });
    expect(h.states().slice(-2)).toEqual(["connecting", "qr"]);
    expect(h.statuses.at(-1)).toMatchObject({ qr: "2@novo,qr" });
  });

  it("drops an open link and opens another at once, keeping the keys", async () => {
    const first = await h.opened();
    await h.channel.restart!();
    await settle();
    expect(first.ended).toBe(true);
    expect(h.sockets.sockets).toHaveLength(2);
    expect(h.sockets.last.options.auth.creds).toBe(first.options.auth.creds);
    expect(h.sleeps).toEqual([]);
    expect(h.states()).toEqual(["connecting", "open", "connecting"]);
  });

  it("leaves no second socket from a reconnect that was already waiting", async () => {
    let wake: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (wake = resolve));
    h.channel = createBaileysChannelWithSleep(() => waiting);
    await h.channel.start(async () => {});
    await settle();
    h.sockets.last.drop(boom("Connection Terminated", 428));
    await settle();
    await h.channel.restart!();
    await settle();
    wake();
    await settle();
    expect(h.sockets.sockets).toHaveLength(2);
    expect(h.sockets.last.ended).toBe(false);
  });
});

function createBaileysChannelWithSleep(sleep: () => Promise<void>) {
  return createBaileysChannel({
    phoneNumber: OUR_NUMBER,
    auth: h.memory.store,
    logger: h.logger,
    announce: () => {},
    createSocket: h.sockets.create,
    sleep,
  });
}

describe("with the real makeWASocket", () => {
  it("builds a socket on our auth state and reconnects when the server hangs up", async () => {
    // A local server that drops every WebSocket upgrade: WhatsApp unreachable, nothing leaves the machine.
    const server = createServer();
    server.on("upgrade", (_request, socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
    let made = 0;
    h.channel = createBaileysChannel({
      phoneNumber: OUR_NUMBER,
      auth: h.memory.store,
      onStatus: (status) => h.statuses.push(status),
      announce: () => {},
      logger: h.logger,
      createSocket: (options) => {
        made += 1;
        return makeWASocket({ ...options, waWebSocketUrl: url });
      },
      backoff: { baseMs: 5, capMs: 10 },
    });
    try {
      await h.channel.start(async () => {});
      await vi.waitFor(() => expect(made).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(h.states().slice(0, 3)).toEqual(["connecting", "closed", "connecting"]);
      expect(h.logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ statusCode: 408 }),
        "WhatsApp connection closed; reconnecting",
      );
    } finally {
      await h.channel.stop();
      server.close();
    }
  });
});
