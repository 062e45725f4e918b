import { inboundMessageSchema } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { readMessage, toInbound, userOf, type BaileysReading } from "./baileys.mapper.ts";
import {
  broadcastList,
  COOK,
  COOK_LID,
  ephemeralText,
  extendedText,
  fromMe,
  groupMessage,
  hugeImage,
  imageWithCaption,
  lidWithAlt,
  lidWithoutAlt,
  reaction,
  revoke,
  statusPost,
  sticker,
  textMessage,
  undecryptable,
  UNKNOWN_LID,
  voiceNote,
} from "./fixtures/upserts.ts";

function reading(message: Parameters<typeof readMessage>[0]): BaileysReading {
  const result = readMessage(message);
  if (!("reading" in result)) throw new Error(`skipped: ${result.skip}`);
  return result.reading;
}

describe("readMessage", () => {
  it("reads a plain text with its sender's number, name, id and WhatsApp's timestamp", () => {
    expect(reading(textMessage)).toEqual({
      id: "3EB0C431D0A7B5C2F6A1",
      phone: COOK,
      lid: undefined,
      name: "Ana Cozinha",
      text: "Quero uma receita com frango",
      media: undefined,
      sentAt: new Date(1_763_640_000_000),
    });
  });

  it("reads extended and disappearing texts", () => {
    expect(reading(extendedText).text).toBe("tenho ovos, tomate e cebola");
    expect(reading(ephemeralText).text).toBe("e de sobremesa?");
  });

  it.each([
    ["our own message", fromMe, "from_me"],
    ["a group", groupMessage, "group"],
    ["a status post", statusPost, "status"],
    ["a broadcast list", broadcastList, "broadcast"],
    ["a reaction", reaction, "not_for_the_cook"],
    ["a deletion", revoke, "not_for_the_cook"],
    ["a message that could not be decrypted", undecryptable, "no_content"],
  ])("leaves out %s", (_, message, skip) => {
    expect(readMessage(message)).toEqual({ skip });
  });

  it("takes the number of a LID-addressed sender from remoteJidAlt", () => {
    expect(reading(lidWithAlt)).toMatchObject({ phone: COOK, lid: COOK_LID });
  });

  it("keeps only the LID when WhatsApp sent no number, for Baileys' mapping to resolve", () => {
    expect(reading(lidWithoutAlt)).toMatchObject({ phone: undefined, lid: UNKNOWN_LID });
  });

  it("reads an image's caption and points at the file with its declared size", () => {
    expect(reading(imageWithCaption)).toMatchObject({
      text: "o que dá pra fazer com isso?",
      media: { kind: "image", mimeType: "image/jpeg", declaredBytes: 48_213 },
    });
    expect(reading(hugeImage).media?.declaredBytes).toBe(20_971_520);
  });

  it("reads a voice note as audio", () => {
    expect(reading(voiceNote)).toMatchObject({
      text: "",
      media: { kind: "audio", mimeType: "audio/ogg; codecs=opus", declaredBytes: 9_817 },
    });
  });

  it("lets a kind nothing reads (a sticker) through as empty text, so the cook gets the menu", () => {
    expect(reading(sticker)).toMatchObject({ text: "", media: undefined });
  });

  it("cuts a text longer than the api stores without splitting an emoji", () => {
    const long = { ...textMessage, message: { conversation: `${"a".repeat(3999)}😀 e mais` } };
    expect(reading(long).text).toBe("a".repeat(3999));
  });
});

describe("toInbound", () => {
  it("makes a message the api's schema takes, the chat keyed by the cook's number", () => {
    const message = toInbound(reading(lidWithAlt), COOK, {
      account: "baileys:5511912345678",
      receivedAt: new Date(),
    });
    expect(inboundMessageSchema.parse(message)).toEqual({
      id: "3EB0A1A2A3A4A5A6A7A8",
      channel: "whatsapp",
      account: "baileys:5511912345678",
      conversationKey: COOK,
      sender: { phone: COOK, name: "Ana Cozinha" },
      text: "oi, o que faço pro jantar?",
      receivedAt: "2025-11-20T12:00:00.000Z",
    });
  });
});

describe("userOf", () => {
  it("reads the number of a jid with or without its device", () => {
    expect(userOf("5511987654321:12@s.whatsapp.net")).toBe(COOK);
    expect(userOf("5511987654321@s.whatsapp.net")).toBe(COOK);
    expect(userOf("status@broadcast")).toBeUndefined();
    expect(userOf(null)).toBeUndefined();
  });
});
