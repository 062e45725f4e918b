import type { InboundMessage, Reply } from "@chefzap/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWebhookServer, type WebhookServer } from "../../http/webhook-server.ts";
import { banquet, menu } from "../../render/fixtures/recipes.ts";
import type { Channel } from "../channel.ts";
import { silentLogger } from "../logger.ts";
import { createCloudApiChannel } from "./cloud-api.adapter.ts";
import { startGraphStandIn, type GraphStandIn } from "./fixtures/graph-api.stand-in.ts";
import {
  ACCESS_TOKEN,
  APP_SECRET,
  audioMessage,
  COOK,
  envelope,
  GRAPH_VERSION,
  imageMessage,
  messagesPayload,
  PHONE_NUMBER_ID,
  reactionMessage,
  SENT_AT,
  signature,
  statusesPayload,
  textMessage,
  VERIFY_TOKEN,
} from "./fixtures/webhooks.ts";

const HOUR = 60 * 60 * 1000;
const sentAt = new Date(SENT_AT * 1000);

let graph: GraphStandIn;
let webhooks: WebhookServer;
let hookUrl: string;
let channel: Channel;
let received: InboundMessage[];
let refuse: boolean;
let clock: Date;

beforeEach(async () => {
  graph = await startGraphStandIn({
    accessToken: ACCESS_TOKEN,
    version: GRAPH_VERSION,
    phoneNumberId: PHONE_NUMBER_ID,
  });
  webhooks = createWebhookServer(silentLogger);
  hookUrl = `http://127.0.0.1:${await webhooks.listen(0, "127.0.0.1")}/webhooks/whatsapp`;
  received = [];
  refuse = false;
  clock = new Date(sentAt.getTime() + 5000);
  channel = createCloudApiChannel({
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
    webhook: { routes: webhooks, path: "/webhooks/whatsapp" },
    graphBaseUrl: graph.url,
    graphVersion: GRAPH_VERSION,
    logger: silentLogger,
    now: () => clock,
    mediaMaxBytes: 64 * 1024,
  });
  await channel.start(async (message) => {
    if (refuse) throw new Error("api offline");
    received.push(message);
  });
});

afterEach(async () => {
  await channel.stop();
  await webhooks.close();
  await graph.close();
});

/** Posts the bytes as Meta does; the signature is over exactly these bytes unless one is given. */
function post(payload: unknown, sign: (raw: string) => string | undefined = signature) {
  const raw = JSON.stringify(payload);
  const header = sign(raw);
  return fetch(hookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(header ? { "X-Hub-Signature-256": header } : {}) },
    body: raw,
  });
}

describe("Cloud API webhook verification", () => {
  const verify = (query: Record<string, string>) => fetch(`${hookUrl}?${new URLSearchParams(query)}`);

  it("echoes the challenge when the verify token matches", async () => {
    const response = await verify({
      "hub.mode": "subscribe",
      "hub.verify_token": VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("1158201444");
  });

  it("refuses a wrong token, another mode or a missing challenge", async () => {
    const cases: Record<string, string>[] = [
      { "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN },
    ];
    for (const query of cases) expect((await verify(query)).status).toBe(403);
  });
});

describe("Cloud API messages", () => {
  it("hands a signed text on with WhatsApp's id, the sender's digits and name, and when it was sent", async () => {
    const message = textMessage("tenho frango, batata e cenoura");
    const response = await post(messagesPayload(message));

    expect(response.status).toBe(200);
    expect(received).toEqual([
      {
        id: message.id,
        channel: "whatsapp",
        account: `cloud:${PHONE_NUMBER_ID}`,
        conversationKey: COOK,
        sender: { phone: COOK, name: "Ana Souza" },
        text: "tenho frango, batata e cenoura",
        receivedAt: sentAt.toISOString(),
      },
    ]);
  });

  it("refuses a forged, a missing or a reused signature with 403 and hands nothing on", async () => {
    const payload = messagesPayload(textMessage("oi"));
    const captured = signature(JSON.stringify(payload));
    const tampered = messagesPayload(textMessage("cancele minha assinatura"));
    const responses = [
      await post(payload, (raw) => signature(raw, "0".repeat(32))),
      await post(payload, () => undefined),
      await post(payload, () => "sha256=zz"),
      await post(payload, (raw) => signature(raw).replace("sha256=", "sha1=")),
      await post(tampered, () => captured),
    ];
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(received).toEqual([]);
  });

  it("checks the signature over the raw bytes, not over a re-serialised copy", async () => {
    const raw = `{"object":"whatsapp_business_account",  "entry":[]}`;
    const spaced = await fetch(hookUrl, {
      method: "POST",
      headers: { "X-Hub-Signature-256": signature(raw) },
      body: raw,
    });
    expect(spaced.status).toBe(200);
  });

  it("hands on every message of a batch, in order", async () => {
    const first = textMessage("oi");
    const second = textMessage("tenho ovos e tomate");
    expect((await post(messagesPayload(first, second))).status).toBe(200);
    expect(received.map((m) => m.id)).toEqual([first.id, second.id]);
  });

  it("downloads a photo by its media id with the token, keeping its caption as the text", async () => {
    const photo = Buffer.from("\xff\xd8\xff\xe0 a JPEG of a fridge shelf", "latin1");
    const mediaId = graph.addMedia(photo, "image/jpeg");
    await post(messagesPayload(imageMessage(mediaId, "o que faço com isso?")));

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ text: "o que faço com isso?" });
    expect(received[0]!.media).toEqual({
      kind: "image",
      mimeType: "image/jpeg",
      data: new Uint8Array(photo),
    });
    const reads = graph.calls.filter((c) => c.method === "GET");
    expect(reads.map((c) => c.path)).toEqual([
      `/${GRAPH_VERSION}/${mediaId}`,
      "/whatsapp_business/attachments/",
    ]);
    expect(reads.every((c) => c.authorization === `Bearer ${ACCESS_TOKEN}`)).toBe(true);
  });

  it("takes voice notes as audio, and hands a message on without a file over the limit", async () => {
    const voice = graph.addMedia(Buffer.from("OggS voice note"), "audio/ogg");
    const huge = graph.addMedia(Buffer.alloc(65 * 1024), "image/jpeg");
    await post(messagesPayload(audioMessage(voice), imageMessage(huge)));

    expect(received.map((m) => m.media?.kind)).toEqual(["audio", undefined]);
    expect(received[0]!.media!.mimeType).toBe("audio/ogg; codecs=opus");
    expect(graph.calls.some((c) => c.path === "/whatsapp_business/attachments/" && c.authorization)).toBe(
      true,
    );
  });

  it("answers statuses, reactions and other numbers' messages without handing them on", async () => {
    const other = envelope({ messages: [textMessage("oi")] }, "999999999999999");
    for (const payload of [statusesPayload(), messagesPayload(reactionMessage("wamid.x")), other])
      expect((await post(payload)).status).toBe(200);
    expect(received).toEqual([]);
  });

  it("answers 500 when the api did not take the message, so Meta delivers it again", async () => {
    refuse = true;
    expect((await post(messagesPayload(textMessage("oi")))).status).toBe(500);
  });

  it("answers 400 to a signed body that is not JSON", async () => {
    const response = await fetch(hookUrl, {
      method: "POST",
      headers: { "X-Hub-Signature-256": signature("not json") },
      body: "not json",
    });
    expect(response.status).toBe(400);
  });
});

describe("Cloud API replies", () => {
  const hear = () => post(messagesPayload(textMessage("oi")));

  it("sends each rendered part as a text through the Graph API with the bearer token", async () => {
    await hear();
    const turn: Reply[] = [{ kind: "recipe", recipe: banquet }, menu];
    await channel.send(COOK, turn);

    const texts = graph.sentTexts();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(text).toMatchObject({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: COOK,
        type: "text",
      });
      expect(text.text.body.length).toBeLessThanOrEqual(4096);
    }
    expect(texts[0]!.text.body).toMatch(/^\*Banquete de festa junina\*/);
    expect(texts.at(-1)!.text.body).toMatch(/6\. Minhas receitas$/);
  });

  it("sends nothing free-form 24 hours after the cook's last message", async () => {
    await hear();
    clock = new Date(sentAt.getTime() + 25 * HOUR);
    await expect(channel.send(COOK, [{ kind: "text", text: "Olá" }])).rejects.toThrow(
      /service window closed/,
    );
    expect(graph.sentTexts()).toEqual([]);
  });

  it("throws the Graph API's refusal so the outbox records it", async () => {
    await hear();
    graph.refuseNext(400, 131030, "Recipient phone number not in allowed list");
    await expect(channel.send(COOK, [{ kind: "text", text: "Olá" }])).rejects.toThrow(
      /HTTP 400, code 131030: Recipient phone number not in allowed list/,
    );
  });
});
