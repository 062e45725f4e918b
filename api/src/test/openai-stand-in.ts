import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * One scripted answer: a status with a body, a delay longer than the client will wait, or the socket
 * destroyed once the request is read (a crashed proxy or a restarting server).
 */
export type StandInReply =
  | { kind: "content"; content: string }
  | { kind: "error"; status: number; message?: string }
  | { kind: "hang"; ms: number }
  | { kind: "drop" };

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: unknown }>;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

/**
 * A local server speaking the OpenAI chat-completions protocol, so the real ChatOpenAI code runs in
 * tests. Replies are scripted in order; the last one repeats. Every completion gets a unique id.
 */
export async function startOpenAiStandIn(script: StandInReply[]) {
  const requests: StandInRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || "{}");
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    const reply = script[Math.min(requests.length - 1, script.length - 1)]!;
    if (reply.kind === "drop") {
      req.socket.destroy();
      return;
    }
    if (reply.kind === "hang") {
      const timer = setTimeout(() => res.end(), reply.ms);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    res.setHeader("Content-Type", "application/json");
    if (reply.kind === "error") {
      res.statusCode = reply.status;
      res.end(
        JSON.stringify({ error: { message: reply.message ?? "stand-in error", type: "server_error" } }),
      );
      return;
    }
    res.end(
      JSON.stringify({
        id: `chatcmpl-${randomUUID()}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, finish_reason: "stop", message: { role: "assistant", content: reply.content } },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
