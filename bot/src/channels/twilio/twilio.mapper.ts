import { INBOUND_TEXT_MAX, type InboundMessage } from "@chefzap/shared";

/** A webhook's form fields as Twilio signed them: a repeated field keeps all its values. */
export type TwilioParams = Record<string, string | string[]>;

export interface TwilioInbound {
  message: InboundMessage;
  /** The first attachment, still on Twilio: WhatsApp carries one per message. */
  media?: { url: string; contentType: string };
}

const WHATSAPP_ADDRESS = /^whatsapp:\+(\d{10,15})$/;

export function parseForm(body: Buffer): TwilioParams {
  const params: TwilioParams = {};
  for (const [key, value] of new URLSearchParams(body.toString("utf8"))) {
    const previous = params[key];
    params[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

const field = (params: TwilioParams, key: string): string | undefined => {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

/** "whatsapp:+5511987654321" → "5511987654321"; undefined for an SMS number or anything else. */
export function whatsappDigits(address: string | undefined): string | undefined {
  return address ? WHATSAPP_ADDRESS.exec(address)?.[1] : undefined;
}

/**
 * An incoming WhatsApp message for `ourNumber` as the api takes it, or undefined for what is not one:
 * a status callback pointed at the same URL, an SMS, a message to another number of the account.
 */
export function toInbound(
  params: TwilioParams,
  context: { account: string; ourNumber: string; receivedAt: Date },
): TwilioInbound | undefined {
  const id = field(params, "MessageSid");
  const phone = whatsappDigits(field(params, "From"));
  if (!id || !phone || field(params, "MessageStatus") !== undefined) return undefined;
  if (whatsappDigits(field(params, "To")) !== context.ourNumber) return undefined;

  const name = field(params, "ProfileName")?.trim().slice(0, 100);
  const message: InboundMessage = {
    id,
    channel: "whatsapp",
    account: context.account,
    conversationKey: phone,
    sender: name ? { phone, name } : { phone },
    text: clip(field(params, "Body") ?? "", INBOUND_TEXT_MAX),
    receivedAt: context.receivedAt.toISOString(),
  };
  const url = Number(field(params, "NumMedia") ?? "0") > 0 ? field(params, "MediaUrl0") : undefined;
  const contentType = field(params, "MediaContentType0") ?? "";
  return url ? { message, media: { url, contentType } } : { message };
}

/** WhatsApp allows far longer texts than the api stores; the start is what a cook meant anyway. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}
