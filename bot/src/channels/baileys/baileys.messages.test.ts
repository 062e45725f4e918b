import { Readable } from "node:stream";
import type { Reply } from "@chefzap/shared";
import { proto } from "baileys";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { feijoada } from "../../render/fixtures/recipes.ts";
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

import { baileysHarness, settle, type BaileysHarness } from "./fixtures/channel-harness.ts";

let h: BaileysHarness;
beforeEach(() => {
  h = baileysHarness();
});
afterEach(() => h.stop());

describe("Baileys messages in", () => {
  it("hands on every message of a batch meant for the cook, a repeated one twice with the same id", async () => {
    const socket = await h.opened();
    socket.emit("messages.upsert", {
      type: "notify",
      messages: [textMessage, fromMe, groupMessage, statusPost, broadcastList, textMessage, lidWithAlt],
    });
    await settle();

    expect(h.received.map((m) => [m.id, m.conversationKey, m.text])).toEqual([
      [textMessage.key.id, COOK, "Quero uma receita com frango"],
      [textMessage.key.id, COOK, "Quero uma receita com frango"],
      [lidWithAlt.key.id, COOK, "oi, o que faço pro jantar?"],
    ]);
    expect(h.received[0]).toMatchObject({ account: `baileys:${OUR_NUMBER}`, sender: { phone: COOK } });
  });

  it("hands on what WhatsApp queued while the bot was away (tagged append), not our own echoes", async () => {
    const socket = await h.opened();
    socket.emit("messages.upsert", { type: "append", messages: [fromMe, textMessage] });
    await settle();

    expect(h.received.map((m) => m.id)).toEqual([textMessage.key.id]);
  });

  it("finds a LID sender's number in Baileys' mapping, and leaves out one it does not know", async () => {
    const socket = await h.opened();
    socket.lidMappings.set(UNKNOWN_LID, "5521998877665:3@s.whatsapp.net");
    socket.emit("messages.upsert", { type: "notify", messages: [lidWithoutAlt] });
    await settle();
    socket.lidMappings.clear();
    socket.emit("messages.upsert", { type: "notify", messages: [lidWithoutAlt] });
    await settle();

    expect(h.received.map((m) => m.conversationKey)).toEqual(["5521998877665"]);
    expect(h.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ lid: UNKNOWN_LID }),
      "WhatsApp sender without a known number left out",
    );
  });

  it("downloads an image with its caption, and a voice note as audio", async () => {
    const socket = await h.opened();
    h.download.mockResolvedValueOnce(Readable.from([Buffer.from("jpeg "), Buffer.from("bytes")]));
    h.download.mockResolvedValueOnce(Readable.from([Buffer.from("opus bytes")]));
    socket.emit("messages.upsert", { type: "notify", messages: [imageWithCaption, voiceNote] });
    await settle();

    expect(h.download.mock.calls.map(([message]) => message.key.id)).toEqual([
      imageWithCaption.key.id,
      voiceNote.key.id,
    ]);
    const [image, audio] = h.received;
    expect(image).toMatchObject({
      text: "o que dá pra fazer com isso?",
      media: { kind: "image", mimeType: "image/jpeg" },
    });
    expect(Buffer.from(image!.media!.data).toString()).toBe("jpeg bytes");
    expect(audio).toMatchObject({ text: "", media: { kind: "audio", mimeType: "audio/ogg; codecs=opus" } });
  });

  it("hands on without the file when it is too large (declared or streamed) or cannot be read", async () => {
    const socket = await h.opened();
    h.download.mockResolvedValueOnce(Readable.from([Buffer.alloc(40 * 1024), Buffer.alloc(40 * 1024)]));
    h.download.mockRejectedValueOnce(new Error("media expired"));
    socket.emit("messages.upsert", { type: "notify", messages: [hugeImage, imageWithCaption, voiceNote] });
    await settle();

    expect(h.download).toHaveBeenCalledTimes(2);
    expect(h.received.map((m) => [m.id, m.media])).toEqual([
      [hugeImage.key.id, undefined],
      [imageWithCaption.key.id, undefined],
      [voiceNote.key.id, undefined],
    ]);
  });
});

describe("Baileys replies out", () => {
  it("renders replies for WhatsApp and sends them in order, a typing pause between them", async () => {
    const socket = await h.opened();
    const replies: Reply[] = [
      { kind: "text", text: "Aqui está:" },
      {
        kind: "recipe",
        recipe: { ...feijoada, instructions: Array(40).fill("Mexa bem e prove o tempero. ".repeat(5)) },
      },
    ];
    await h.channel.send(COOK, replies);

    expect(socket.sent.length).toBeGreaterThan(1);
    expect(socket.sent.every((m) => m.jid === COOK_JID && m.text.length <= 4096)).toBe(true);
    expect(socket.sent[0]!.text).toContain("Aqui está:");
    expect(h.sleeps).toEqual(Array(socket.sent.length - 1).fill(600));
  });

  it("keeps one chat's replies in order when two sets go out at once", async () => {
    const socket = await h.opened();
    await Promise.all([
      h.channel.send(COOK, [{ kind: "text", text: "primeira" }]),
      h.channel.send(COOK, [{ kind: "text", text: "segunda" }]),
    ]);
    expect(socket.sent.map((m) => m.text)).toEqual(["primeira", "segunda"]);
  });

  it("refuses to send while not connected or when WhatsApp refuses, so the api retries", async () => {
    const socket = await h.started();
    await expect(h.channel.send(COOK, [{ kind: "text", text: "oi" }])).rejects.toThrow(/not connected/);
    socket.open();
    await settle();
    socket.failNextSend();
    await expect(h.channel.send(COOK, [{ kind: "text", text: "oi" }])).rejects.toThrow(/Connection Closed/);
    await expect(h.channel.send("not-a-number", [{ kind: "text", text: "oi" }])).rejects.toThrow();
  });

  it("shows 'digitando…' while a turn works", async () => {
    const socket = await h.opened();
    await h.channel.typing!(COOK);
    expect(socket.presences).toEqual([{ type: "composing", jid: COOK_JID }]);
  });

  it("logs a reply WhatsApp refused after taking it", async () => {
    const socket = await h.opened();
    await h.channel.send(COOK, [{ kind: "text", text: "oi" }]);
    socket.emit("messages.update", [
      {
        key: { remoteJid: COOK_JID, fromMe: true, id: "3EB00000000000000001" },
        update: { status: proto.WebMessageInfo.Status.ERROR, messageStubParameters: ["463"] },
      },
    ]);
    expect(h.logger.warn).toHaveBeenCalledWith(
      { id: "3EB00000000000000001", code: "463" },
      "WhatsApp refused a reply",
    );
  });
});
