import { chatMessageBodySchema, chatPhotoBodySchema, type InboundMessage } from "@chefzap/shared";
import { Router, type RequestHandler } from "express";
import type { Conversation } from "../../conversation/index.ts";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { decodeDataUrl, scanBodyParser } from "../scanner/index.ts";

/** The web chat of one signed-in user: the conversation's key is the session's user, never the body's. */
const webMessage = (
  userId: string,
  fields: Pick<InboundMessage, "id" | "text" | "media">,
): InboundMessage => ({
  ...fields,
  // Ids are unique per channel and account; the user's id keeps one person's ids from meeting another's.
  id: `${userId}:${fields.id}`,
  channel: "web",
  account: "web",
  conversationKey: userId,
  sender: {},
  receivedAt: new Date().toISOString(),
});

export function chatRoutes(conversation: Conversation, limit: RequestHandler): Router {
  const router = Router();

  router.get("/chat/messages", requireUser, async (req, res) => {
    const items = await conversation.history("web", "web", currentUser(req).id);
    res
      .set("Cache-Control", "no-store")
      .json({ messages: items.map((i) => ({ ...i, at: i.at.toISOString() })) });
  });

  router.post("/chat/messages", requireUser, limit, async (req, res) => {
    const { id, text } = parseBody(chatMessageBodySchema, req.body);
    // The reply arrives on the /chat socket (and in the history): the request only waits for storage.
    const status = await conversation.engine.receive(webMessage(currentUser(req).id, { id, text }));
    res.status(202).json({ id, status });
  });

  return router;
}

/** Photos have their own body limit, like the scanner's; mounted before the api's JSON parser. */
export function chatPhotoRoutes(conversation: Conversation, limit: RequestHandler): Router {
  const router = Router();
  router.post("/chat/photos", requireUser, limit, scanBodyParser, async (req, res) => {
    const { id, imageData } = parseBody(chatPhotoBodySchema, req.body);
    const data = decodeDataUrl(imageData);
    const media = { kind: "image" as const, mimeType: "image/jpeg", data: new Uint8Array(data) };
    const status = await conversation.engine.receive(
      webMessage(currentUser(req).id, { id, text: "", media }),
    );
    res.status(202).json({ id, status });
  });
  return router;
}
