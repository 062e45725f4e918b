import twilio from "twilio";
import type { TwilioParams } from "./twilio.mapper.ts";

/**
 * Checked against the URL set in Twilio's console, never one rebuilt from Host or X-Forwarded-*
 * headers: behind a proxy those describe the proxy, and any client can write them.
 */
export function isSignedByTwilio(
  authToken: string,
  signature: string | string[] | undefined,
  webhookUrl: string,
  params: TwilioParams,
): boolean {
  if (typeof signature !== "string" || signature === "") return false;
  return twilio.validateRequest(authToken, signature, webhookUrl, params);
}
