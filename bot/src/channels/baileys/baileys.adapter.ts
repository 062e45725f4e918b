import {
  INBOUND_MEDIA_MAX_BYTES,
  type ConnectionStatus,
  type InboundMedia,
  type InboundMessage,
  type Reply,
} from "@chefzap/shared";
import { WAMessageStatus, type BaileysEventMap, type WAMessage } from "baileys";
import { renderWhatsApp, WHATSAPP_TEXT_LIMIT } from "../../render/whatsapp.ts";
import type { Channel } from "../channel.ts";
import { stderrLogger, type ChannelLogger } from "../logger.ts";
import type { AuthStore } from "./auth-state.ts";
import { createConnection } from "./baileys.connection.ts";
import { baileysLogger } from "./baileys.logger.ts";
import { chatJid, readMessage, toInbound, userOf, type MediaRef } from "./baileys.mapper.ts";
import { readAtMost } from "./baileys.media.ts";
import { recentOutbound, retryCounterCache } from "./baileys.memory.ts";
import type { Backoff } from "./baileys.reconnect.ts";
import { createSendQueue, typingPause } from "./baileys.send-queue.ts";
import {
  downloadFromWhatsApp,
  makeSocket,
  type BaileysSocket,
  type MediaDownloader,
  type SocketFactory,
} from "./baileys.socket.ts";

export interface BaileysChannelConfig {
  /** The number the bot runs as, digits with the country code: it names the account and its keys. */
  phoneNumber: string;
  auth: AuthStore;
  /** Link by a code typed on the phone instead of a QR code. */
  pairingCode?: boolean;
  /** The link's state for the admin panel (QR and pairing code included). */
  onStatus?: (status: ConnectionStatus) => void;
  /** Shows the QR or pairing code and why the link stopped to whoever runs the bot. */
  announce?: (text: string) => void;
  logger?: ChannelLogger;
  /** makeWASocket unless a test stands in for it. */
  createSocket?: SocketFactory;
  download?: MediaDownloader;
  mediaMaxBytes?: number;
  now?: () => Date;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  backoff?: Backoff;
}

export const baileysAccount = (phoneNumber: string): string => `baileys:${phoneNumber}`;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** WhatsApp Web through Baileys: the bot is a linked device of its own number. */
export function createBaileysChannel(config: BaileysChannelConfig): Channel {
  const account = baileysAccount(config.phoneNumber);
  const logger = config.logger ?? stderrLogger;
  const waLogger = baileysLogger(logger, { account });
  const now = config.now ?? (() => new Date());
  const random = config.random ?? Math.random;
  const sleep = config.sleep ?? defaultSleep;
  const download = config.download ?? downloadFromWhatsApp(waLogger);
  const maxBytes = config.mediaMaxBytes ?? INBOUND_MEDIA_MAX_BYTES;
  const recent = recentOutbound();
  const queue = createSendQueue({ pause: typingPause(random), sleep });
  const inFlight = new Set<Promise<void>>();
  let deliver: ((message: InboundMessage) => Promise<void>) | undefined;

  const connection = createConnection({
    phoneNumber: config.phoneNumber,
    auth: config.auth,
    pairingCode: config.pairingCode ?? false,
    createSocket: config.createSocket ?? makeSocket,
    socketOptions: {
      // Online on connect would mute the phone's own notifications for as long as the bot runs.
      markOnlineOnConnect: false,
      syncFullHistory: false,
      getMessage: recent.getMessage,
      msgRetryCounterCache: retryCounterCache(),
    },
    logger,
    baileysLogger: waLogger,
    report: (state, extra) => config.onStatus?.({ account, state, ...extra, at: now().toISOString() }),
    announce: config.announce ?? ((text) => void process.stdout.write(`${text}\n`)),
    random,
    sleep,
    backoff: config.backoff,
    onSocket(socket) {
      // Both types: Baileys tags what WhatsApp queued while the bot was away "append" (its offline
      // replay), and a buffered batch takes the type of its first message. History never comes here
      // (it arrives as messaging-history.set) and our own echoes are fromMe, left out by the mapper.
      socket.ev.on("messages.upsert", ({ messages }) => track(receive(socket, messages)));
      socket.ev.on("messages.update", warnRefused);
    },
  });

  async function receive(socket: BaileysSocket, messages: readonly WAMessage[]): Promise<void> {
    for (const message of messages) {
      try {
        await handOn(socket, message);
      } catch (error) {
        logger.error({ id: message.key.id, err: error }, "WhatsApp message not handed on");
      }
    }
  }

  async function handOn(socket: BaileysSocket, message: WAMessage): Promise<void> {
    const read = readMessage(message);
    if ("skip" in read) {
      if (read.skip !== "from_me") logger.info({ id: message.key.id, reason: read.skip }, "message left out");
      return;
    }
    const { reading } = read;
    const phone = reading.phone ?? (await phoneOfLid(socket, reading.lid));
    if (!phone) {
      logger.warn({ id: reading.id, lid: reading.lid }, "WhatsApp sender without a known number left out");
      return;
    }
    const inbound = toInbound(reading, phone, { account, receivedAt: now() });
    const media = reading.media && (await fetchMedia(socket, message, reading.media));
    await deliver?.(media ? { ...inbound, media } : inbound);
  }

  async function phoneOfLid(socket: BaileysSocket, lid: string | undefined): Promise<string | undefined> {
    if (!lid) return undefined;
    const pn = await socket.signalRepository?.lidMapping.getPNForLID(lid).catch(() => null);
    return userOf(pn);
  }

  /** The message still goes on without a file that cannot be read: the cook gets an answer. */
  async function fetchMedia(
    socket: BaileysSocket,
    message: WAMessage,
    ref: MediaRef,
  ): Promise<InboundMedia | undefined> {
    if (ref.declaredBytes !== undefined && ref.declaredBytes > maxBytes) {
      logger.warn({ id: message.key.id, bytes: ref.declaredBytes }, "WhatsApp media over the limit");
      return undefined;
    }
    try {
      const data = await readAtMost(await download(message, socket), maxBytes);
      return { kind: ref.kind, mimeType: ref.mimeType, data };
    } catch (error) {
      logger.warn({ id: message.key.id, err: String(error) }, "WhatsApp media not downloaded");
      return undefined;
    }
  }

  /** WhatsApp may take a reply and refuse it afterwards (463 without a tctoken, 479); the ack says so. */
  function warnRefused(updates: BaileysEventMap["messages.update"]): void {
    for (const { key, update } of updates) {
      if (update.status === WAMessageStatus.ERROR && recent.has(key.id))
        logger.warn({ id: key.id, code: update.messageStubParameters?.[0] }, "WhatsApp refused a reply");
    }
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function openSocket(): BaileysSocket {
    const socket = connection.socket;
    if (!socket) throw new Error("WhatsApp is not connected");
    return socket;
  }

  return {
    account,

    async start(onMessage) {
      deliver = onMessage;
      connection.start();
    },

    async send(conversationKey: string, replies: readonly Reply[]) {
      if (!/^\d{10,15}$/.test(conversationKey)) throw new Error(`not a WhatsApp number: ${conversationKey}`);
      const jid = chatJid(conversationKey);
      openSocket();
      await queue.run(jid, renderWhatsApp(replies, WHATSAPP_TEXT_LIMIT), async (text) => {
        const sent = await openSocket().sendMessage(jid, { text });
        if (!sent) throw new Error("WhatsApp did not take the message");
        recent.remember(sent);
      });
    },

    async typing(conversationKey: string) {
      await connection.socket?.sendPresenceUpdate("composing", chatJid(conversationKey));
    },

    restart: () => connection.restart(),

    async stop() {
      await connection.stop();
      await Promise.all([queue.drain(), ...inFlight]);
      deliver = undefined;
    },
  };
}
