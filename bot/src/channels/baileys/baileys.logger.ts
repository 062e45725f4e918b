import type { SocketConfig } from "baileys";
import type { ChannelLogger } from "../logger.ts";

/** Baileys does not export its logger type; the socket config names it. */
export type BaileysLogger = SocketConfig["logger"];

const ignore = () => {};

/**
 * The pino-shaped logger Baileys wants, passing on only its warnings and errors: at info and below it
 * logs every frame and key write, and some of those carry message content and key material.
 */
export function baileysLogger(logger: ChannelLogger, bindings: Record<string, unknown> = {}): BaileysLogger {
  const pass =
    (write: ChannelLogger["warn"]) =>
    (details: unknown, message?: string): void => {
      if (typeof details === "string") write({ ...bindings }, details);
      else write({ ...bindings, ...(details as object | undefined) }, message ?? "baileys");
    };
  return {
    level: "warn",
    child: (more) => baileysLogger(logger, { ...bindings, ...more }),
    trace: ignore,
    debug: ignore,
    info: ignore,
    warn: pass((details, message) => logger.warn(details, message)),
    error: pass((details, message) => logger.error(details, message)),
  };
}
