import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * One scripted answer: a status with a body, a delay longer than the client will wait, or the socket
 * destroyed once the request is read (a crashed proxy or a restarting server). `toolCalls` answers a
 * chat completion with function calls (`arguments` as a string is sent as is, so it may be broken
 * JSON), after words of its own if `content` is set; `transcription` answers `/audio/transcriptions`.
 * A request with `stream: true` gets the same answer as server-sent events, a word per event.
 */
export type StandInReply =
  | { kind: "content"; content: string }
  | {
      kind: "toolCalls";
      calls: Array<{ name: string; arguments: Record<string, unknown> | string }>;
      content?: string;
    }
  | { kind: "transcription"; text: string }
  | { kind: "error"; status: number; message?: string }
  | { kind: "hang"; ms: number }
  | { kind: "drop" };

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  /** A chat completion's JSON body; empty for a multipart upload. */
  body: {
    model: string;
    messages: Array<{
      role: string;
      content: unknown;
      tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
      tool_call_id?: string;
    }>;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
    stream?: boolean;
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
  };
  /** A multipart upload's text fields and file (its bytes counted, not kept). */
  form?: { fields: Record<string, string>; file?: { name: string; type: string; size: number } };
}

/** Parses a multipart body with the platform's own FormData reader. */
async function readForm(raw: Buffer, contentType: string): Promise<StandInRequest["form"]> {
  const data = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  const form: NonNullable<StandInRequest["form"]> = { fields: {} };
  for (const [key, value] of data.entries()) {
    if (typeof value === "string") form.fields[key] = value;
    else form.file = { name: value.name, type: value.type, size: value.size };
  }
  return form;
}

type Answer = Extract<StandInReply, { kind: "content" | "toolCalls" }>;

const toolCalls = (reply: Answer) =>
  reply.kind === "toolCalls"
    ? reply.calls.map((call) => ({
        id: `call_${randomUUID().slice(0, 8)}`,
        type: "function",
        function: {
          name: call.name,
          arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
        },
      }))
    : undefined;

const header = (model: string, object: string) => ({
  id: `chatcmpl-${randomUUID()}`,
  object,
  created: Math.floor(Date.now() / 1000),
  model,
});
const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };

function completion(model: string, reply: Answer) {
  const calls = toolCalls(reply);
  const message = { role: "assistant", content: reply.content ?? null, ...(calls && { tool_calls: calls }) };
  return {
    ...header(model, "chat.completion"),
    choices: [{ index: 0, finish_reason: calls ? "tool_calls" : "stop", message }],
    usage,
  };
}

/** The answer as the API streams it: the role, the words one by one, each call's name then its arguments. */
function completionChunks(model: string, reply: Answer) {
  const base = header(model, "chat.completion.chunk");
  const chunk = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const calls = toolCalls(reply) ?? [];
  return [
    chunk({ role: "assistant", content: "" }),
    ...(reply.content?.match(/\S+\s*|\s+/g) ?? []).map((word) => chunk({ content: word })),
    ...calls.flatMap((call, index) => [
      chunk({
        tool_calls: [
          { index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } },
        ],
      }),
      chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] }),
    ]),
    chunk({}, calls.length ? "tool_calls" : "stop"),
    { ...base, choices: [], usage },
  ];
}

/**
 * A local server speaking the OpenAI chat-completions and audio-transcriptions protocols, so the real
 * ChatOpenAI and transcription code runs in tests. Replies are scripted in order; the last one repeats.
 * Every completion gets a unique id.
 */
export async function startOpenAiStandIn(script: StandInReply[]) {
  const requests: StandInRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => resolve(Buffer.concat(chunks)));
    });

  const server: Server = createServer(async (req, res) => {
    const raw = await read(req);
    const contentType = req.headers["content-type"] ?? "";
    const multipart = contentType.startsWith("multipart/form-data");
    const request: StandInRequest = {
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: multipart ? { model: "", messages: [] } : JSON.parse(raw.toString("utf8") || "{}"),
      form: multipart ? await readForm(raw, contentType) : undefined,
    };
    requests.push(request);
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
    if (reply.kind === "transcription") {
      res.end(JSON.stringify({ text: reply.text }));
      return;
    }
    if (!request.body.stream) {
      res.end(JSON.stringify(completion(request.body.model, reply)));
      return;
    }
    res.setHeader("Content-Type", "text/event-stream");
    for (const chunk of completionChunks(request.body.model, reply))
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    res.end("data: [DONE]\n\n");
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
