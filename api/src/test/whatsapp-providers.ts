import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { envWithoutServers } from "./env.ts";

/**
 * The WhatsApp providers as the real bot process meets them: their webhooks, signed with each
 * provider's own scheme, and local stand-ins of their send APIs. Shared by the path bench and the
 * conversation tests.
 */

export const CLOUD = {
  phoneNumberId: "106540352242922",
  accessToken: "EAAGm0PX4ZCpsBAbench-token",
  appSecret: "8f14e45fceea167a5a36dedd4bea2543",
  verifyToken: "chefzap-bench-verify",
  graphVersion: "v26.0",
} as const;

export const TWILIO = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "f3a9c1e07b2d4a58c6e1f0b9a7d3c2e4",
  ourNumber: "+14155238886",
  /** What Twilio's console holds: signatures cover it, whatever address the bot listens on. */
  publicWebhookUrl: "https://bot.chefzap.example/webhooks/twilio",
} as const;

/** A text a provider's stand-in was asked to send. */
export interface Sent {
  to: string;
  body: string;
  at: number;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Listens on a free port of this machine; `close` does not wait for kept-alive connections. */
export async function listenLocally(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { port: (server.address() as AddressInfo).port, close };
}

export async function freePort(): Promise<number> {
  const { port, close } = await listenLocally(createServer());
  await close();
  return port;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

type Answer = (req: IncomingMessage, body: string, res: ServerResponse) => void;

async function standIn(answer: Answer) {
  const server = createServer((req, res) => void readBody(req).then((body) => answer(req, body, res)));
  const { port, close } = await listenLocally(server);
  return { url: `http://127.0.0.1:${port}`, close };
}

/** The Graph API's send endpoint as the bot calls it; every text is handed to `onText` as it arrives. */
export function startGraphStandIn(onText: (sent: Sent) => void) {
  return standIn((req, body, res) => {
    const sendsText =
      req.method === "POST" && req.url === `/${CLOUD.graphVersion}/${CLOUD.phoneNumberId}/messages`;
    if (!sendsText || req.headers.authorization !== `Bearer ${CLOUD.accessToken}`) {
      res.writeHead(400, { "Content-Type": "application/json" }).end('{"error":{"message":"bad call"}}');
      return;
    }
    const { to, text } = JSON.parse(body) as { to: string; text: { body: string } };
    onText({ to, body: text.body, at: performance.now() });
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${randomBytes(12).toString("base64url")}` }],
      }),
    );
  });
}

/** Twilio's Messages.json behind basic auth; every text is handed to `onText` with the bare number. */
export function startTwilioStandIn(onText: (sent: Sent) => void) {
  const basic = `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString("base64")}`;
  return standIn((req, body, res) => {
    const sendsText =
      req.method === "POST" && req.url === `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`;
    if (!sendsText || req.headers.authorization !== basic) {
      res.writeHead(401, { "Content-Type": "application/json" }).end('{"code":20003,"status":401}');
      return;
    }
    const form = new URLSearchParams(body);
    const to = (form.get("To") ?? "").replace(/^whatsapp:\+/, "");
    onText({ to, body: form.get("Body") ?? "", at: performance.now() });
    res
      .writeHead(201, { "Content-Type": "application/json" })
      .end(
        JSON.stringify({ sid: `SM${randomBytes(16).toString("hex")}`, status: "queued", to: form.get("To") }),
      );
  });
}

/** Meta's webhook body for one text from `from`, as the Cloud API posts it. */
export function cloudWebhookBody(from: string, id: string, text: string): string {
  const value = {
    messaging_product: "whatsapp",
    metadata: { display_phone_number: "15550783881", phone_number_id: CLOUD.phoneNumberId },
    contacts: [{ profile: { name: "Ana Souza" }, wa_id: from }],
    messages: [
      { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } },
    ],
  };
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value }] }],
  });
}

/** What Meta puts in X-Hub-Signature-256: HMAC-SHA256 of these exact bytes with the app secret. */
export function cloudSignature(rawBody: string): string {
  return `sha256=${createHmac("sha256", CLOUD.appSecret).update(rawBody).digest("hex")}`;
}

/** The form Twilio posts for one WhatsApp text from `from`. */
export function twilioForm(from: string, messageSid: string, text: string): Record<string, string> {
  return {
    SmsMessageSid: messageSid,
    NumMedia: "0",
    ProfileName: "Ana Souza",
    MessageType: "text",
    SmsSid: messageSid,
    WaId: from,
    SmsStatus: "received",
    Body: text,
    To: `whatsapp:${TWILIO.ourNumber}`,
    NumSegments: "1",
    MessageSid: messageSid,
    AccountSid: TWILIO.accountSid,
    From: `whatsapp:+${from}`,
    ApiVersion: "2010-04-01",
  };
}

/**
 * X-Twilio-Signature: HMAC-SHA1 with the auth token over the public webhook URL followed by every
 * form parameter, sorted by name, as name and value run together; base64.
 */
export function twilioSignature(params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], TWILIO.publicWebhookUrl);
  return createHmac("sha1", TWILIO.authToken).update(signed, "utf8").digest("base64");
}

export type Provider = "cloud-api" | "twilio";

/** The account the bot serves for a provider, as the api registers its gateway. */
export function providerAccount(provider: Provider): string {
  return provider === "twilio" ? `twilio:${TWILIO.ourNumber}` : `cloud:${CLOUD.phoneNumberId}`;
}

/** The bot's settings for a provider whose API is the stand-in at `apiBase`. */
function providerEnv(provider: Provider, apiBase: string): Record<string, string> {
  if (provider === "twilio")
    return {
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_WHATSAPP_FROM: TWILIO.ourNumber,
      TWILIO_WEBHOOK_URL: TWILIO.publicWebhookUrl,
      TWILIO_API_BASE: apiBase,
    };
  return {
    WHATSAPP_CLOUD_PHONE_NUMBER_ID: CLOUD.phoneNumberId,
    WHATSAPP_CLOUD_ACCESS_TOKEN: CLOUD.accessToken,
    WHATSAPP_CLOUD_APP_SECRET: CLOUD.appSecret,
    WHATSAPP_CLOUD_VERIFY_TOKEN: CLOUD.verifyToken,
    WHATSAPP_GRAPH_BASE: apiBase,
  };
}

export interface RunningBot {
  child: ChildProcess;
  /** Where the provider posts its webhooks (the bot's own port on this machine). */
  hookUrl: string;
}

/**
 * The real bot process between the webhooks, the api at `apiUrl` and the provider's stand-in at
 * `apiBase`; resolves once its webhook answers and `connected` (the api saw the gateway) has.
 */
export async function startBot(options: {
  provider: Provider;
  apiUrl: string;
  token: string;
  apiBase: string;
  connected: Promise<void>;
}): Promise<RunningBot> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(repoRoot, "bot"),
    env: {
      ...envWithoutServers(),
      API_URL: options.apiUrl,
      BOT_SERVICE_TOKEN: options.token,
      WHATSAPP_PROVIDER: options.provider,
      WHATSAPP_WEBHOOK_HOST: "127.0.0.1",
      WHATSAPP_WEBHOOK_PORT: String(port),
      ...providerEnv(options.provider, options.apiBase),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const hookUrl = `http://127.0.0.1:${port}/webhooks/${options.provider === "twilio" ? "twilio" : "whatsapp"}`;
  // Any answer (405 to a GET on Twilio's route) says the webhook server is listening.
  for (
    let tries = 0;
    !(await fetch(hookUrl).then(
      () => true,
      () => false,
    ));
    tries += 1
  ) {
    if (child.exitCode !== null) throw new Error(`the bot exited (${child.exitCode})`);
    if (tries > 300) throw new Error("the bot's webhook never answered");
    await sleep(100);
  }
  await options.connected;
  return { child, hookUrl };
}

export async function stopBot(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

/** Posts one text from `from` as the provider would, signed; resolves with the webhook's status. */
export async function postText(
  provider: Provider,
  hookUrl: string,
  message: { from: string; id: string; text: string },
): Promise<number> {
  const request =
    provider === "twilio"
      ? twilioRequest(twilioForm(message.from, message.id, message.text))
      : cloudRequest(cloudWebhookBody(message.from, message.id, message.text));
  const response = await fetch(hookUrl, { method: "POST", ...request });
  await response.arrayBuffer();
  return response.status;
}

export function cloudRequest(raw: string) {
  return {
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": cloudSignature(raw) },
    body: raw,
  };
}

function twilioRequest(params: Record<string, string>) {
  return {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": twilioSignature(params),
    },
    body: new URLSearchParams(params).toString(),
  };
}
