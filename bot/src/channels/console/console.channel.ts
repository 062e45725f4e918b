import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { InboundMessage, Reply } from "@chefzap/shared";
import { renderWhatsApp } from "../../render/whatsapp.ts";
import type { Channel } from "../channel.ts";

export const CONSOLE_ACCOUNT = "console";

export interface ConsoleChannelOptions {
  /** The WhatsApp number this terminal speaks as: digits with the country code. */
  phone: string;
  input: Readable;
  output: Writable;
  /** Called once the input has ended and every line got its answer. */
  onDone?: () => void;
}

/**
 * A terminal that talks to the api as a WhatsApp user would: each line is a message, each reply is
 * printed exactly as WhatsApp would get it. For development and for scripted tests.
 */
export function consoleChannel(options: ConsoleChannelOptions): Channel {
  let lines: ReturnType<typeof createInterface> | undefined;
  // Every message gets exactly one reply set, so a script can end once all are answered.
  let waiting = 0;
  let ended = false;
  let typingShown = false;
  // Deferred so the api gets its delivery acknowledgement before a script's terminal goes away.
  const settle = () => {
    if (ended && waiting === 0) setImmediate(() => options.onDone?.());
  };
  return {
    account: CONSOLE_ACCOUNT,
    async start(onMessage) {
      lines = createInterface({ input: options.input, terminal: false });
      lines.on("line", (line) => {
        const text = line.trim();
        if (!text) return;
        const message: InboundMessage = {
          id: randomUUID(),
          channel: "whatsapp",
          account: CONSOLE_ACCOUNT,
          conversationKey: options.phone,
          sender: { phone: options.phone },
          text: text.slice(0, 4000),
          receivedAt: new Date().toISOString(),
        };
        waiting += 1;
        void onMessage(message);
      });
      lines.on("close", () => {
        ended = true;
        settle();
      });
    },
    async send(_conversationKey: string, replies: readonly Reply[]) {
      typingShown = false;
      for (const text of renderWhatsApp(replies)) options.output.write(`\n${text}\n`);
      options.output.write("\n> ");
      waiting = Math.max(0, waiting - 1);
      settle();
    },
    async typing() {
      if (typingShown) return;
      typingShown = true;
      options.output.write("… digitando\n");
    },
    async stop() {
      lines?.close();
    },
  };
}
