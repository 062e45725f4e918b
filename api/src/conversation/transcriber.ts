import { INBOUND_MEDIA_MAX_BYTES, INBOUND_TEXT_MAX } from "@chefzap/shared";
import type { Logger } from "pino";
import { z } from "zod";
import type { AiConfig } from "../config/env.ts";
import type { Transcriber } from "./engine.ts";

/**
 * The formats `/audio/transcriptions` reads, by the name the file is sent under: the server goes by the
 * extension, and WhatsApp voice notes arrive as "audio/ogg; codecs=opus".
 */
const EXTENSIONS: Record<string, string> = {
  "audio/ogg": "ogg",
  "audio/opus": "ogg",
  "audio/oga": "oga",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "m4a",
  "audio/m4a": "m4a",
  "audio/x-m4a": "m4a",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/webm": "webm",
  "audio/flac": "flac",
};

const answerSchema = z.object({ text: z.string() });

export class TranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TranscriptionError";
  }
}

/**
 * Voice notes to text through an OpenAI-compatible `/audio/transcriptions` (OPENAI_TRANSCRIPTION_MODEL,
 * in Portuguese). The audio stays in memory for the one request and is never logged; what fails is
 * logged by status and size and thrown, and the engine asks the person to type instead. Absent without a
 * key or with the model turned off.
 */
export function createTranscriber(config: AiConfig | undefined, logger: Logger): Transcriber | undefined {
  const model = config?.transcriptionModel;
  if (!config || !model) return undefined;
  const url = `${(config.baseUrl ?? "https://api.openai.com/v1").replace(/\/+$/, "")}/audio/transcriptions`;
  // The engine transcribes before it acknowledges the message, so a slow server is not waited on twice.
  const timeoutMs = Math.min(config.timeoutMs, config.deadlineMs);

  const fail = (reason: string, details: Record<string, unknown>): never => {
    logger.warn({ ...details, reason }, "voice note not transcribed");
    throw new TranscriptionError(reason);
  };

  return async ({ data, mimeType }) => {
    const bytes = data.byteLength;
    const extension = EXTENSIONS[mimeType.split(";")[0]!.trim().toLowerCase()];
    if (!extension) return fail("unsupported_type", { mimeType: mimeType.slice(0, 100), bytes });
    if (bytes === 0 || bytes > INBOUND_MEDIA_MAX_BYTES) return fail("size", { bytes });

    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(data)], { type: mimeType }), `mensagem.${extension}`);
    form.append("model", model);
    form.append("language", "pt");
    form.append("response_format", "json");
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${config.apiKey}` },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return fail("unreachable", { bytes, error: (error as Error)?.name });
    }
    if (!response.ok) return fail("refused", { bytes, status: response.status });
    const answer = answerSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) return fail("malformed", { bytes });
    return answer.data.text.trim().slice(0, INBOUND_TEXT_MAX);
  };
}
