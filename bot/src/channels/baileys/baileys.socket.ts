import type { Readable } from "node:stream";
import {
  downloadMediaMessage,
  makeWASocket,
  type BaileysEventEmitter,
  type CacheStore,
  type Contact,
  type proto,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WAPresence,
} from "baileys";
import type { BaileysLogger } from "./baileys.logger.ts";

/** The part of what makeWASocket returns that the adapter uses, so tests can stand in for it. */
export interface BaileysSocket {
  ev: Pick<BaileysEventEmitter, "on">;
  user: Contact | undefined;
  sendMessage(jid: string, content: { text: string }): Promise<WAMessage | undefined>;
  sendPresenceUpdate(type: WAPresence, jid?: string): Promise<void>;
  requestPairingCode(phoneNumber: string): Promise<string>;
  /** Asks the sender's phone to upload a file again when WhatsApp's copy has expired. */
  updateMediaMessage(message: WAMessage): Promise<WAMessage>;
  logout(): Promise<void>;
  end(error: Error | undefined): unknown;
  /** v7 learns LID ↔ number pairs as chats go on; it only knows the ones already seen. */
  signalRepository?: { lidMapping: { getPNForLID(lid: string): Promise<string | null> } };
}

/** What the adapter sets; everything else is Baileys' default. */
export type SocketOptions = Pick<
  UserFacingSocketConfig,
  "auth" | "logger" | "markOnlineOnConnect" | "syncFullHistory" | "msgRetryCounterCache"
> & {
  getMessage: (key: WAMessageKey) => Promise<proto.IMessage | undefined>;
  msgRetryCounterCache: CacheStore;
};

export type SocketFactory = (options: SocketOptions) => BaileysSocket;

export const makeSocket: SocketFactory = (options) => makeWASocket(options);

/** Reads a message's file as a stream; the adapter counts the bytes and stops at its limit. */
export type MediaDownloader = (message: WAMessage, socket: BaileysSocket) => Promise<Readable>;

export const downloadFromWhatsApp =
  (logger: BaileysLogger): MediaDownloader =>
  (message, socket) =>
    downloadMediaMessage(
      message,
      "stream",
      {},
      { reuploadRequest: (m) => socket.updateMediaMessage(m), logger },
    );
