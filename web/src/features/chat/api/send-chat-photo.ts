import { apiRequest } from "@/lib/api-client";
import type { ChatMessageAccepted } from "./send-chat-message";

/** POST /api/chat/photos: the photo as the scanner sends it (a JPEG data URL) with the client's id, so a resend is stored once; answered on the socket. */
export function sendChatPhoto(body: { id: string; imageData: string }): Promise<ChatMessageAccepted> {
  return apiRequest<ChatMessageAccepted>("POST", "/api/chat/photos", body);
}
