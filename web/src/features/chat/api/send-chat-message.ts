import type { ChatMessageBody } from "@chefzap/shared";
import { apiRequest } from "@/lib/api-client";

/** The api took the message; "duplicate" when it already had this id (a resend after a lost answer). */
export interface ChatMessageAccepted {
  id: string;
  status: "stored" | "duplicate";
}

/** POST /api/chat/messages: 202 once stored; the answer comes on the /chat socket. */
export function sendChatMessage(body: ChatMessageBody): Promise<ChatMessageAccepted> {
  return apiRequest<ChatMessageAccepted>("POST", "/api/chat/messages", body);
}
