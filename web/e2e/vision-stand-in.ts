import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** The vision model name the stand-in answers; anything else is a text call. */
export const VISION_MODEL = "visao";

export const DETECTED = [
  { name: "tomate", confidence: 0.9 },
  { name: "cebola", confidence: 0.8 },
];

export interface VisionStandIn {
  url: string;
  /** The data URLs of the images the api forwarded, in order. */
  images: string[];
  stop: () => Promise<void>;
}

interface ChatRequest {
  model?: string;
  messages?: unknown;
}

async function readJson(req: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

const completion = (model: string, content: string) => ({
  id: "chatcmpl-stand-in",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/**
 * A tiny OpenAI-compatible server: the vision model always sees tomate and cebola; text calls get a
 * 500 so recipe generation falls back to the offline chef, as on a machine without a key.
 */
export async function startVisionStandIn(): Promise<VisionStandIn> {
  const images: string[] = [];
  const server = createServer(async (req, res) => {
    const body: ChatRequest = req.method === "POST" ? await readJson(req).catch(() => ({})) : {};
    const isVision = req.url?.endsWith("/chat/completions") && body.model === VISION_MODEL;
    if (!isVision) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "stand-in: text model off", type: "server_error" } }));
      return;
    }
    const url = JSON.stringify(body.messages).match(/data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+/)?.[0];
    if (url) images.push(url);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(completion(VISION_MODEL, JSON.stringify({ ingredients: DETECTED }))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    images,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
