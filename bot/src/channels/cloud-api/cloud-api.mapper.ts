import { INBOUND_TEXT_MAX, type InboundMedia, type InboundMessage } from "@chefzap/shared";
import { z } from "zod";

const mediaSchema = z.object({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
});

const messageSchema = z.object({
  from: z.string().optional(),
  id: z.string().min(1).max(200),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: mediaSchema.optional(),
  audio: mediaSchema.optional(),
  video: mediaSchema.optional(),
  document: mediaSchema.optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});
type CloudMessage = z.infer<typeof messageSchema>;

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  contacts: z
    .array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  // Each message is read on its own, so one of an unknown shape does not sink the rest of the batch.
  messages: z.array(z.unknown()).optional(),
});

const webhookSchema = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) })),
});

type MediaRef = { id: string; kind: InboundMedia["kind"]; mimeType: string };
type Reading = { text: string; media?: MediaRef };

const media = (kind: InboundMedia["kind"], m: z.infer<typeof mediaSchema>, fallback: string): MediaRef => ({
  id: m.id,
  kind,
  mimeType: (m.mime_type ?? fallback).slice(0, 100),
});

/**
 * What each kind of message says to the engine. Files nothing here reads (video, documents,
 * stickers, places) still come in as empty text, so the cook gets the menu instead of silence.
 */
const readers: Record<string, (m: CloudMessage) => Reading | undefined> = {
  text: (m) => m.text && { text: m.text.body },
  image: (m) => m.image && { text: m.image.caption ?? "", media: media("image", m.image, "image/jpeg") },
  audio: (m) => m.audio && { text: "", media: media("audio", m.audio, "audio/ogg") },
  button: (m) => m.button && { text: m.button.text },
  interactive: (m) => {
    const title = m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title;
    return title === undefined ? undefined : { text: title };
  },
  video: (m) => ({ text: m.video?.caption ?? "" }),
  document: (m) => ({ text: m.document?.caption ?? "" }),
  sticker: () => ({ text: "" }),
  location: () => ({ text: "" }),
  contacts: () => ({ text: "" }),
};

export interface CloudInbound {
  message: InboundMessage;
  /** Still on Meta's servers, by id. */
  media?: MediaRef;
}

/**
 * The messages of one webhook call addressed to our number, in order. Statuses, reactions and
 * system notices are not messages a cook expects an answer to; `ignored` says what was left out.
 */
export function readWebhook(
  payload: unknown,
  context: { account: string; phoneNumberId: string; now: Date },
): { inbound: CloudInbound[]; ignored: string[] } {
  const inbound: CloudInbound[] = [];
  const ignored: string[] = [];
  const parsed = webhookSchema.safeParse(payload);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return { inbound, ignored };
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    const value = change.field === "messages" ? valueSchema.safeParse(change.value) : undefined;
    if (!value?.success || value.data.metadata.phone_number_id !== context.phoneNumberId) continue;
    const names = new Map(value.data.contacts?.map((c) => [c.wa_id, c.profile?.name]));
    for (const raw of value.data.messages ?? []) {
      const read = readMessage(raw, names, context);
      if ("ignored" in read) ignored.push(read.ignored);
      else inbound.push(read);
    }
  }
  return { inbound, ignored };
}

function readMessage(
  raw: unknown,
  names: Map<string | undefined, string | undefined>,
  context: { account: string; now: Date },
): CloudInbound | { ignored: string } {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) return { ignored: "a message of an unknown shape" };
  const m = parsed.data;
  // A user who hides the number behind a username comes with a business-scoped id only: the api
  // links chats by phone number, so such a chat is left out until it can be linked another way.
  if (!m.from || !/^\d{10,15}$/.test(m.from)) return { ignored: `${m.id} (no phone number)` };
  const reading = readers[m.type]?.(m);
  if (!reading) return { ignored: `${m.id} (${m.type})` };
  const name = names.get(m.from)?.trim().slice(0, 100);
  const sentAt = Number(m.timestamp) * 1000;
  const message: InboundMessage = {
    id: m.id,
    channel: "whatsapp",
    account: context.account,
    conversationKey: m.from,
    sender: name ? { phone: m.from, name } : { phone: m.from },
    text: reading.text.slice(0, INBOUND_TEXT_MAX),
    receivedAt: (Number.isFinite(sentAt) && sentAt > 0 ? new Date(sentAt) : context.now).toISOString(),
  };
  return reading.media ? { message, media: reading.media } : { message };
}
