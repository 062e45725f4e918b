import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ConnectionStatus, InboundMessage, Reply } from "@chefzap/shared";
import { makeWASocket, proto, type WAMessage } from "baileys";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { feijoada } from "../../render/fixtures/recipes.ts";
import type { Channel } from "../channel.ts";
import type { ChannelLogger } from "../logger.ts";
import { createBaileysChannel } from "./baileys.adapter.ts";
import { fakeSocketFactory, boom } from "./fixtures/fake-socket.ts";
import { memoryAuthStore } from "./fixtures/memory-auth-store.ts";
import {
  broadcastList,
  COOK,
  COOK_JID,
  fromMe,
  groupMessage,
  hugeImage,
  imageWithCaption,
  lidWithAlt,
  lidWithoutAlt,
  OUR_NUMBER,
  statusPost,
  textMessage,
  UNKNOWN_LID,
  voiceNote,
} from "./fixtures/upserts.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

let sockets: ReturnType<typeof fakeSocketFactory>;
let memory: ReturnType<typeof memoryAuthStore>;
let received: InboundMessage[];
let statuses: ConnectionStatus[];
let announced: string[];
let sleeps: number[];
let download: ReturnType<typeof vi.fn<(message: WAMessage) => Promise<Readable>>>;
let logger: { [K in keyof ChannelLogger]: Mock<ChannelLogger[K]> };
let channel: Channel;

function makeChannel(options: { pairingCode?: boolean } = {}) {
  return createBaileysChannel({
    phoneNumber: OUR_NUMBER,
    auth: memory.store,
    pairingCode: options.pairingCode ?? false,
    onStatus: (status) => statuses.push(status),
    announce: (text) => announced.push(text),
    logger,
    createSocket: sockets.create,
    download: (message) => download(message),
    mediaMaxBytes: 64 * 1024,
    random: () => 0.5,
    sleep: async (ms) => void sleeps.push(ms),
    now: () => new Date("2026-11-20T12:00:00Z"),
  });
}

async function started(options: { pairingCode?: boolean } = {}) {
  channel = makeChannel(options);
  await channel.start(async (message) => void received.push(message));
  await settle();
  return sockets.last;
}

async function opened() {
  const socket = await started();
  socket.open({ id: `${OUR_NUMBER}:7@s.whatsapp.net`, name: "ChefZap" });
  await settle();
  return socket;
}

const states = () => statuses.map((s) => s.state);

beforeEach(() => {
  sockets = fakeSocketFactory();
  memory = memoryAuthStore();
  received = [];
  statuses = [];
  announced = [];
  sleeps = [];
  download = vi.fn(async () => Readable.from([Buffer.from("jpeg bytes")]));
  logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as typeof logger;
});

afterEach(async () => {
  await channel?.stop();
});

describe("Baileys socket", () => {
  it("connects as a quiet linked device and answers getMessage only for our recent replies", async () => {
    const socket = await opened();
    expect(socket.options).toMatchObject({ markOnlineOnConnect: false, syncFullHistory: false });
    expect(socket.options.auth.creds.registered).toBe(false);
    expect(states()).toEqual(["connecting", "open"]);
    expect(statuses[1]).toMatchObject({ account: `baileys:${OUR_NUMBER}`, at: "2026-11-20T12:00:00.000Z" });

    await channel.send(COOK, [{ kind: "text", text: "Oi! Bora cozinhar?" }]);
    const id = "3EB00000000000000001";
    expect(await socket.options.getMessage({ remoteJid: COOK_JID, id, fromMe: true })).toEqual({
      extendedTextMessage: { text: "Oi! Bora cozinhar?" },
    });
    expect(await socket.options.getMessage({ remoteJid: COOK_JID, id: "3EB0UNKNOWN", fromMe: true })).toBe(
      undefined,
    );
  });

  it("shows the QR code in the terminal and to the admin panel", async () => {
    const socket = await started();
    socket.emit("connection.update", { qr: "2@abc,def,ghi" });

    expect(statuses.at(-1)).toMatchObject({ state: "qr", qr: "2@abc,def,ghi" });
    expect(announced.at(-1)).toContain("2@abc,def,ghi");
    expect(announced.at(-1)).toContain("Aparelhos conectados");
  });

  it("asks for one pairing code instead when configured, and saves the creds Baileys changed", async () => {
    const socket = await started({ pairingCode: true });
    socket.emit("connection.update", { qr: "2@abc" });
    socket.emit("connection.update", { qr: "2@def" });
    await settle();

    expect(socket.pairingRequests).toEqual([OUR_NUMBER]);
    expect(statuses.at(-1)).toMatchObject({ state: "qr", pairingCode: "ABCD1234" });
    expect(statuses.some((s) => s.qr)).toBe(false);
    expect(announced.at(-1)).toContain("ABCD-1234");
    expect(memory.raw("creds", "creds")).toContain('"pairingCode":"ABCD1234"');
  });
});

describe("Baileys messages in", () => {
  it("hands on every message of a batch meant for the cook, a repeated one twice with the same id", async () => {
    const socket = await opened();
    socket.emit("messages.upsert", {
      type: "notify",
      messages: [textMessage, fromMe, groupMessage, statusPost, broadcastList, textMessage, lidWithAlt],
    });
    await settle();

    expect(received.map((m) => [m.id, m.conversationKey, m.text])).toEqual([
      [textMessage.key.id, COOK, "Quero uma receita com frango"],
      [textMessage.key.id, COOK, "Quero uma receita com frango"],
      [lidWithAlt.key.id, COOK, "oi, o que faço pro jantar?"],
    ]);
    expect(received[0]).toMatchObject({ account: `baileys:${OUR_NUMBER}`, sender: { phone: COOK } });
  });

  it("hands on what WhatsApp queued while the bot was away (tagged append), not our own echoes", async () => {
    const socket = await opened();
    socket.emit("messages.upsert", { type: "append", messages: [fromMe, textMessage] });
    await settle();

    expect(received.map((m) => m.id)).toEqual([textMessage.key.id]);
  });

  it("finds a LID sender's number in Baileys' mapping, and leaves out one it does not know", async () => {
    const socket = await opened();
    socket.lidMappings.set(UNKNOWN_LID, "5521998877665:3@s.whatsapp.net");
    socket.emit("messages.upsert", { type: "notify", messages: [lidWithoutAlt] });
    await settle();
    socket.lidMappings.clear();
    socket.emit("messages.upsert", { type: "notify", messages: [lidWithoutAlt] });
    await settle();

    expect(received.map((m) => m.conversationKey)).toEqual(["5521998877665"]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ lid: UNKNOWN_LID }),
      "WhatsApp sender without a known number left out",
    );
  });

  it("downloads an image with its caption, and a voice note as audio", async () => {
    const socket = await opened();
    download.mockResolvedValueOnce(Readable.from([Buffer.from("jpeg "), Buffer.from("bytes")]));
    download.mockResolvedValueOnce(Readable.from([Buffer.from("opus bytes")]));
    socket.emit("messages.upsert", { type: "notify", messages: [imageWithCaption, voiceNote] });
    await settle();

    expect(download.mock.calls.map(([message]) => message.key.id)).toEqual([
      imageWithCaption.key.id,
      voiceNote.key.id,
    ]);
    const [image, audio] = received;
    expect(image).toMatchObject({
      text: "o que dá pra fazer com isso?",
      media: { kind: "image", mimeType: "image/jpeg" },
    });
    expect(Buffer.from(image!.media!.data).toString()).toBe("jpeg bytes");
    expect(audio).toMatchObject({ text: "", media: { kind: "audio", mimeType: "audio/ogg; codecs=opus" } });
  });

  it("hands on without the file when it is too large (declared or streamed) or cannot be read", async () => {
    const socket = await opened();
    download.mockResolvedValueOnce(Readable.from([Buffer.alloc(40 * 1024), Buffer.alloc(40 * 1024)]));
    download.mockRejectedValueOnce(new Error("media expired"));
    socket.emit("messages.upsert", { type: "notify", messages: [hugeImage, imageWithCaption, voiceNote] });
    await settle();

    expect(download).toHaveBeenCalledTimes(2);
    expect(received.map((m) => [m.id, m.media])).toEqual([
      [hugeImage.key.id, undefined],
      [imageWithCaption.key.id, undefined],
      [voiceNote.key.id, undefined],
    ]);
  });
});

describe("Baileys replies out", () => {
  it("renders replies for WhatsApp and sends them in order, a typing pause between them", async () => {
    const socket = await opened();
    const replies: Reply[] = [
      { kind: "text", text: "Aqui está:" },
      {
        kind: "recipe",
        recipe: { ...feijoada, instructions: Array(40).fill("Mexa bem e prove o tempero. ".repeat(5)) },
      },
    ];
    await channel.send(COOK, replies);

    expect(socket.sent.length).toBeGreaterThan(1);
    expect(socket.sent.every((m) => m.jid === COOK_JID && m.text.length <= 4096)).toBe(true);
    expect(socket.sent[0]!.text).toContain("Aqui está:");
    expect(sleeps).toEqual(Array(socket.sent.length - 1).fill(600));
  });

  it("keeps one chat's replies in order when two sets go out at once", async () => {
    const socket = await opened();
    await Promise.all([
      channel.send(COOK, [{ kind: "text", text: "primeira" }]),
      channel.send(COOK, [{ kind: "text", text: "segunda" }]),
    ]);
    expect(socket.sent.map((m) => m.text)).toEqual(["primeira", "segunda"]);
  });

  it("refuses to send while not connected or when WhatsApp refuses, so the api retries", async () => {
    const socket = await started();
    await expect(channel.send(COOK, [{ kind: "text", text: "oi" }])).rejects.toThrow(/not connected/);
    socket.open();
    await settle();
    socket.failNextSend();
    await expect(channel.send(COOK, [{ kind: "text", text: "oi" }])).rejects.toThrow(/Connection Closed/);
    await expect(channel.send("not-a-number", [{ kind: "text", text: "oi" }])).rejects.toThrow();
  });

  it("shows 'digitando…' while a turn works", async () => {
    const socket = await opened();
    await channel.typing!(COOK);
    expect(socket.presences).toEqual([{ type: "composing", jid: COOK_JID }]);
  });

  it("logs a reply WhatsApp refused after taking it", async () => {
    const socket = await opened();
    await channel.send(COOK, [{ kind: "text", text: "oi" }]);
    socket.emit("messages.update", [
      {
        key: { remoteJid: COOK_JID, fromMe: true, id: "3EB00000000000000001" },
        update: { status: proto.WebMessageInfo.Status.ERROR, messageStubParameters: ["463"] },
      },
    ]);
    expect(logger.warn).toHaveBeenCalledWith(
      { id: "3EB00000000000000001", code: "463" },
      "WhatsApp refused a reply",
    );
  });
});

describe("Baileys disconnects", () => {
  it("stops on 401 logged out: keys cleared, no reconnect, admins told", async () => {
    const socket = await opened();
    socket.emit("creds.update", {});
    await settle();
    expect(memory.size).toBeGreaterThan(0);

    socket.drop(boom("Connection Failure", 401));
    await settle();

    expect(sockets.sockets).toHaveLength(1);
    expect(memory.size).toBe(0);
    expect(states().at(-1)).toBe("logged_out");
    expect(announced.at(-1)).toMatch(/Reinicie o bot/);
  });

  it("stops on 440 replaced, keeping the keys", async () => {
    const socket = await opened();
    socket.emit("creds.update", {});
    await settle();
    socket.drop(boom("Stream Errored (conflict)", 440));
    await settle();

    expect(sockets.sockets).toHaveLength(1);
    expect(memory.raw("creds", "creds")).toBeDefined();
    expect(states().at(-1)).toBe("replaced");
  });

  it("stops on 403 forbidden", async () => {
    const socket = await opened();
    socket.drop(boom("Connection Failure", 403));
    await settle();
    expect(sockets.sockets).toHaveLength(1);
    expect(states().at(-1)).toBe("closed");
  });

  it.each([
    ["428 connection closed", boom("Connection Terminated", 428)],
    ["515 restart required", boom("Stream Errored (restart required)", 515)],
    ["408 timed out", boom("Connection was lost", 408)],
    ["a network error", new Error("getaddrinfo ENOTFOUND web.whatsapp.com")],
  ])("reconnects on %s, with the same creds", async (_, error) => {
    const socket = await opened();
    socket.drop(error);
    await settle();

    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.last.options.auth.creds).toBe(socket.options.auth.creds);
    expect(sleeps).toEqual([750]);
    expect(states()).toEqual(["connecting", "open", "closed", "connecting"]);
  });

  it("backs off longer each failed attempt, up to a cap, and starts over once open", async () => {
    await started();
    for (let i = 0; i < 8; i += 1) {
      sockets.last.drop(boom("Connection Terminated", 428));
      await settle();
    }
    sockets.last.open();
    await settle();
    sockets.last.drop(boom("Connection Terminated", 428));
    await settle();

    // random() is 0.5: three quarters of each ceiling (1 s doubling, capped at 60 s).
    expect(sleeps).toEqual([750, 1_500, 3_000, 6_000, 12_000, 24_000, 45_000, 45_000, 750]);
  });

  it("retries loading the creds while the api is away", async () => {
    const get = vi.spyOn(memory.store, "get").mockRejectedValueOnce(new Error("operation has timed out"));
    await started();
    expect(get).toHaveBeenCalledTimes(2);
    expect(sockets.sockets).toHaveLength(1);
    expect(sleeps).toEqual([750]);
  });

  it("unlinks a phone of another number and clears its keys", async () => {
    const socket = await started();
    socket.open({ id: "5521900001111:3@s.whatsapp.net" });
    await settle();

    expect(socket.loggedOut).toBe(true);
    expect(memory.size).toBe(0);
    expect(states()).not.toContain("open");
    expect(states().at(-1)).toBe("logged_out");
    expect(sockets.sockets).toHaveLength(1);
  });

  it("stops without reconnecting, and a reconnect already waiting does not start", async () => {
    const socket = await opened();
    await channel.stop();
    expect(socket.ended).toBe(true);
    expect(sockets.sockets).toHaveLength(1);

    let wake: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (wake = resolve));
    const slow = createBaileysChannelWithSleep(() => waiting);
    await slow.start(async () => {});
    await settle();
    sockets.last.drop(boom("Connection Terminated", 428));
    await settle();
    await slow.stop();
    wake();
    await settle();
    expect(sockets.sockets).toHaveLength(2);
  });
});

function createBaileysChannelWithSleep(sleep: () => Promise<void>) {
  return createBaileysChannel({
    phoneNumber: OUR_NUMBER,
    auth: memory.store,
    logger,
    announce: () => {},
    createSocket: sockets.create,
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
    channel = createBaileysChannel({
      phoneNumber: OUR_NUMBER,
      auth: memory.store,
      onStatus: (status) => statuses.push(status),
      announce: () => {},
      logger,
      createSocket: (options) => {
        made += 1;
        return makeWASocket({ ...options, waWebSocketUrl: url });
      },
      backoff: { baseMs: 5, capMs: 10 },
    });
    try {
      await channel.start(async () => {});
      await vi.waitFor(() => expect(made).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(states().slice(0, 3)).toEqual(["connecting", "closed", "connecting"]);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ statusCode: 408 }),
        "WhatsApp connection closed; reconnecting",
      );
    } finally {
      await channel.stop();
      server.close();
    }
  });
});
