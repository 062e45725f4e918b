import type { Reply } from "@chefzap/shared";

/** How far one of the cook's messages has got: on its way, stored by the api, or refused. */
export type SendStatus = "sending" | "sent" | "failed";

/** A message this tab sent, shown at once and settled by the api's answer. */
export interface OwnMessage {
  role: "user";
  /** Made here for texts, so a resend after a failure is recognised by the api. */
  id: string;
  text: string;
  /** What the bubble shows when it differs from what was sent (a chip sends "3", shows its label). */
  label?: string;
  /** The photo as sent, a data URL, for its thumbnail. */
  photo?: string;
  status: SendStatus;
  /** Stored as new, so an answer is on its way (a duplicate's answer was counted the first time). */
  stored?: boolean;
  /** When the api stored it (ms), so a reloaded history is known to hold it. */
  storedAt?: number;
  error?: string;
  /** A failure that sending again may cure (no connection, too many messages, a server error). */
  retryable?: boolean;
  at: string;
}

/** One answer of the chef, as pushed on the socket or read back from the history. */
export interface AssistantMessage {
  role: "assistant";
  id: string;
  replies: Reply[];
  at: string;
}

/** The cook's line as the page shows it; a photo from the history is `true`, its image not kept. */
export type UserEntry = Omit<OwnMessage, "photo" | "stored" | "storedAt"> & { photo?: string | true };

/** The chef's line as the page shows it; `live` when it arrived while the page was open. */
export type AssistantEntry = AssistantMessage & { live: boolean };

export type ChatEntry = UserEntry | AssistantEntry;
