import { DisconnectReason, type ConnectionState } from "baileys";

export type CloseAction =
  | { kind: "reconnect" }
  /** Reconnecting would fight the phone or WhatsApp: someone has to act first. */
  | { kind: "stop"; state: "logged_out" | "replaced" | "closed"; clearKeys: boolean; reason: string };

/**
 * What a close means, by its status code. Anything not listed (428 closed, 515 restart required after
 * pairing, 408 timed out or a QR left unscanned, 500, 503, a network error with no code) reconnects.
 */
export type StopAction = Extract<CloseAction, { kind: "stop" }>;

/** Unlinked on the phone: the keys are dead, and only a new QR or pairing code links it again. */
export const LOGGED_OUT: StopAction = {
  kind: "stop",
  state: "logged_out",
  clearKeys: true,
  reason: "logged out",
};

const stops: Partial<Record<number, StopAction>> = {
  [DisconnectReason.loggedOut]: LOGGED_OUT,
  // Another session took over this link; reconnecting would throw it out in turn, forever.
  [DisconnectReason.connectionReplaced]: {
    kind: "stop",
    state: "replaced",
    clearKeys: false,
    reason: "replaced by another session",
  },
  // WhatsApp refuses the number (banned or restricted): retrying only makes it worse.
  [DisconnectReason.forbidden]: { kind: "stop", state: "closed", clearKeys: false, reason: "forbidden" },
  [DisconnectReason.multideviceMismatch]: {
    kind: "stop",
    state: "closed",
    clearKeys: false,
    reason: "multi-device mismatch",
  },
};

export function closeAction(statusCode: number | undefined): CloseAction {
  return (statusCode === undefined ? undefined : stops[statusCode]) ?? { kind: "reconnect" };
}

/** Baileys closes with a Boom; a plain network error has no status code. */
export function statusCodeOf(update: Partial<ConnectionState>): number | undefined {
  const error = update.lastDisconnect?.error as { output?: { statusCode?: unknown } } | undefined;
  const code = error?.output?.statusCode;
  return typeof code === "number" ? code : undefined;
}

export interface Backoff {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, capMs: 60_000 };

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling up to the cap, then a random half
 * of it taken off, so bots restarted together do not knock on WhatsApp's door in step.
 */
export function backoffDelay(attempt: number, random: () => number, backoff = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
