import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatModelStandIn {
  url: string;
  /** Lets the answer end; until then it stays a draft on the page, every word written. */
  release: () => void;
  stop: () => Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<{ model?: string; stream?: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An OpenAI-compatible chat model that streams one answer a word at a time, as the API does, and holds
 * its end back until released so a journey can look at the whole draft. Any other call gets a 500, so
 * recipes still come from the offline chef.
 */
export async function startChatModelStandIn(answer: string, wordEveryMs = 40): Promise<ChatModelStandIn> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (req, res) => {
    const body = await readJson(req).catch(() => ({}) as { model?: string; stream?: boolean });
    if (!req.url?.endsWith("/chat/completions") || !body.stream) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "stand-in: streams only", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const base = { id: "chatcmpl-stand-in", object: "chat.completion.chunk", created: 0, model: body.model };
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    const words = answer.match(/\S+\s*/g) ?? [];
    send({ role: "assistant", content: "" });
    for (const word of words) {
      await sleep(wordEveryMs);
      send({ content: word });
    }
    await released;
    send({}, "stop");
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    release: () => release(),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
