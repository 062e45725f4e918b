import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { InboundMessage, Reply } from "@chefzap/shared";
import twilio from "twilio";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWebhookServer, type WebhookServer } from "../../http/webhook-server.ts";
import { feijoada } from "../../render/fixtures/recipes.ts";
import type { Channel } from "../channel.ts";
import { silentLogger } from "../logger.ts";
import { startTwilioStandIn, type TwilioStandIn } from "./fixtures/twilio-api.stand-in.ts";
import {
  ACCOUNT_SID,
  AUTH_TOKEN,
  COOK,
  inboundMedia,
  inboundText,
  OUR_NUMBER,
  PUBLIC_WEBHOOK_URL,
} from "./fixtures/webhooks.ts";
import { createTwilioChannel } from "./twilio.adapter.ts";

const HOUR = 60 * 60 * 1000;
const sign = (params: Record<string, string>, url = PUBLIC_WEBHOOK_URL, token = AUTH_TOKEN) =>
  twilio.getExpectedTwilioSignature(token, url, params);

let standIn: TwilioStandIn;
let webhooks: WebhookServer;
let localUrl: string;
let channel: Channel;
let received: InboundMessage[];
let clock: Date;

beforeEach(async () => {
  standIn = await startTwilioStandIn({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  webhooks = createWebhookServer(silentLogger);
  localUrl = `http://127.0.0.1:${await webhooks.listen(0, "127.0.0.1")}/webhooks/twilio`;
  received = [];
  clock = new Date("2026-11-20T12:00:00Z");
  channel = createTwilioChannel({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: OUR_NUMBER,
    webhookUrl: PUBLIC_WEBHOOK_URL,
    webhook: { routes: webhooks },
    apiBaseUrl: standIn.url,
    logger: silentLogger,
    now: () => clock,
    mediaMaxBytes: 64 * 1024,
  });
  await channel.start(async (message) => void received.push(message));
});

afterEach(async () => {
  await channel.stop();
  await webhooks.close();
  await standIn.close();
});

/** Posts the form to the bot as a proxy would forward it: its own Host, Twilio's signature header. */
function post(params: Record<string, string>, signature?: string) {
  return fetch(localUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Host: "bot.chefzap.example",
      "X-Forwarded-Proto": "https",
      ...(signature === undefined ? {} : { "X-Twilio-Signature": signature }),
    },
    body: new URLSearchParams(params),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Twilio webhook", () => {
  it("answers empty TwiML at once and hands the message on with Twilio's MessageSid as its id", async () => {
    const params = inboundText();
    const response = await post(params, sign(params));

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      id: params.MessageSid,
      channel: "whatsapp",
      account: "twilio:+14155238886",
      conversationKey: COOK,
      sender: { phone: COOK, name: "Ana Souza" },
      text: "tenho frango, batata e cenoura",
      receivedAt: clock.toISOString(),
    });
  });

  it("refuses a forged signature, a missing one and one made with another token: 403, nothing handed on", async () => {
    const params = inboundText();
    const forged = [
      undefined,
      "",
      sign(params, PUBLIC_WEBHOOK_URL, "0".repeat(32)),
      "dGhpcyBpcyBub3QgYSBzaWduYXR1cmU=",
    ];
    for (const signature of forged) expect((await post(params, signature)).status).toBe(403);
    await settle();
    expect(received).toEqual([]);
  });

  it("checks the signature against the configured public URL, not the address the request came to", async () => {
    const params = inboundText();
    expect((await post(params, sign(params, localUrl))).status).toBe(403);
    const rebuiltFromHost = "https://bot.chefzap.example:443/webhooks/twilio?from=proxy";
    expect((await post(params, sign(params, rebuiltFromHost))).status).toBe(403);
    await settle();
    expect(received).toEqual([]);
  });

  it("refuses a captured signature replayed over changed fields", async () => {
    const params = inboundText();
    const signature = sign(params);
    const tampered = [
      { ...params, Body: "cancelar assinatura" },
      { ...params, From: "whatsapp:+5521999990000" },
      { ...params, NumMedia: "1", MediaUrl0: `${standIn.url}/evil`, MediaContentType0: "image/jpeg" },
    ];
    for (const body of tampered) expect((await post(body, signature)).status).toBe(403);
    await settle();
    expect(received).toEqual([]);
  });

  it("passes an exact replay on with the same id, for the api to recognise", async () => {
    const params = inboundText();
    const signature = sign(params);
    expect((await post(params, signature)).status).toBe(200);
    expect((await post(params, signature)).status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]!.id).toBe(received[0]!.id);
  });

  it("answers status callbacks, SMS and messages to another number without handing them on", async () => {
    const others = [
      inboundText({ MessageStatus: "delivered", SmsStatus: "delivered", Body: "" }),
      inboundText({ From: `+${COOK}`, To: OUR_NUMBER }),
      inboundText({ To: "whatsapp:+14155550000" }),
    ];
    for (const params of others) expect((await post(params, sign(params))).status).toBe(200);
    await settle();
    expect(received).toEqual([]);
  });
});

describe("Twilio media", () => {
  const photo = Buffer.from("\xff\xd8\xff\xe0 a JPEG of tomatoes and eggs", "latin1");

  it("downloads a photo with the account's basic auth and hands its bytes on", async () => {
    const params = inboundMedia(standIn.mediaUrl(photo, "image/jpeg"), "image/jpeg");
    expect((await post(params, sign(params))).status).toBe(200);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.media).toEqual({
      kind: "image",
      mimeType: "image/jpeg",
      data: new Uint8Array(photo),
    });
    const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;
    expect(standIn.mediaRequests).toEqual([
      { path: expect.stringMatching(/\/Media\/ME/), authorization: expected },
    ]);
  });

  it("takes voice notes as audio", async () => {
    const params = inboundMedia(standIn.mediaUrl(Buffer.from("OggS voice"), "audio/ogg"), "audio/ogg");
    await post(params, sign(params));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.media).toMatchObject({ kind: "audio", mimeType: "audio/ogg" });
  });

  it("hands the message on without the file when it is too big, a video, or not on Twilio", async () => {
    const big = inboundMedia(standIn.mediaUrl(Buffer.alloc(65 * 1024), "image/png"), "image/png");
    const video = inboundMedia(standIn.mediaUrl(Buffer.from("mp4"), "video/mp4"), "video/mp4");
    const elsewhere = inboundMedia(
      "http://127.0.0.1:9/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1",
      "image/jpeg",
    );
    for (const params of [big, video, elsewhere]) await post(params, sign(params));

    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((m) => m.media)).toEqual([undefined, undefined, undefined]);
    expect(standIn.mediaRequests).toHaveLength(1);
  });

  it("follows a media redirect only to Twilio's hosts, never to an inward address", async () => {
    const inward: string[] = [];
    const server = createServer((req, res) => void (inward.push(req.url ?? ""), res.end("segredo")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const params = inboundMedia(
        standIn.mediaUrl(photo, "image/jpeg", `http://127.0.0.1:${port}/interno`),
        "image/jpeg",
      );
      await post(params, sign(params));
      await vi.waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]!.media).toBeUndefined();
      expect(inward).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("Twilio replies", () => {
  const recipe: Reply = { kind: "recipe", recipe: feijoada };

  async function hear(from = COOK) {
    const params = inboundText({ From: `whatsapp:+${from}`, WaId: from });
    await post(params, sign(params));
    await vi.waitFor(() => expect(received.some((m) => m.id === params.MessageSid)).toBe(true));
  }

  it("sends each rendered part through the REST API, in order, each under 1,600 characters", async () => {
    await hear();
    await channel.send(COOK, [{ kind: "text", text: "Aqui está sua receita:" }, recipe]);

    expect(standIn.sent.length).toBeGreaterThan(1);
    for (const message of standIn.sent) {
      expect(message).toMatchObject({ from: "whatsapp:+14155238886", to: `whatsapp:+${COOK}` });
      expect(message.body!.length).toBeLessThanOrEqual(1600);
    }
    expect(standIn.sent[0]!.body).toMatch(/^Aqui está sua receita:\n\n\*Feijoada completa de domingo\*/);
    expect(standIn.sent.at(-1)!.body).toMatch(
      /Receita completa: https:\/\/chefzap\.app\/receitas\/r-feijoada$/,
    );
  });

  it("sends nothing free-form 24 hours after the cook's last message, and says why", async () => {
    await hear();
    clock = new Date(clock.getTime() + 23 * HOUR);
    await channel.send(COOK, [{ kind: "text", text: "Ainda dá tempo." }]);
    clock = new Date(clock.getTime() + 2 * HOUR);

    await expect(channel.send(COOK, [{ kind: "text", text: "Tarde demais." }])).rejects.toThrow(
      /service window closed .*template/,
    );
    expect(standIn.sent.map((m) => m.body)).toEqual(["Ainda dá tempo."]);
  });

  it("opens the window again when the cook writes", async () => {
    await hear();
    clock = new Date(clock.getTime() + 30 * HOUR);
    await hear();
    await channel.send(COOK, [{ kind: "text", text: "Oi de novo!" }]);
    expect(standIn.sent).toHaveLength(1);
  });

  it("throws Twilio's refusal so the outbox records it and tries again", async () => {
    await hear();
    standIn.refuseNext(
      400,
      63016,
      "Failed to send freeform message because you are outside the allowed window.",
    );
    await expect(channel.send(COOK, [{ kind: "text", text: "Olá" }])).rejects.toThrow(
      /code 63016.*allowed window/,
    );
  });

  it("refuses a conversation key that is not a number", async () => {
    await expect(channel.send("web:123", [{ kind: "text", text: "Olá" }])).rejects.toThrow(
      /not a WhatsApp number/,
    );
    expect(standIn.sent).toEqual([]);
  });
});
