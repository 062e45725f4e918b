import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type AiConfig } from "../config/env.ts";
import { inboundMessagesTable } from "../db/schema/index.ts";
import { createTestContext, type TestContext } from "../test/context.ts";
import { startOpenAiStandIn, type StandInReply } from "../test/openai-stand-in.ts";
import { fakeChannel } from "./testing/fake-channel.ts";
import { linkedPremium } from "./testing/linked-premium.ts";
import { createTranscriber, TranscriptionError } from "./transcriber.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GENERATIONS_PER_MINUTE: "1000" });
});
afterAll(() => ctx.close());

let closeStandIn: (() => Promise<void>) | undefined;
afterEach(() => closeStandIn?.());

const voiceNote = (size = 2048) => new Uint8Array(size).fill(7);

function logged() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino(sink) };
}

async function transcriberWith(script: StandInReply[], overrides: Partial<AiConfig> = {}) {
  const standIn = await startOpenAiStandIn(script);
  closeStandIn = standIn.close;
  const { lines, logger } = logged();
  const config: AiConfig = {
    apiKey: "sk-test",
    baseUrl: standIn.baseUrl,
    model: "chat",
    visionModel: undefined,
    transcriptionModel: "whisper-1",
    timeoutMs: 2_000,
    deadlineMs: 2_000,
    maxAttempts: 1,
    ...overrides,
  };
  return { standIn, lines, transcribe: createTranscriber(config, logger)! };
}

describe("voice note transcription", () => {
  it("posts the audio as multipart in Portuguese with the configured model and reads the text", async () => {
    const { standIn, transcribe } = await transcriberWith([
      { kind: "transcription", text: "  tenho frango e batata \n" },
    ]);
    const text = await transcribe({ data: voiceNote(), mimeType: "audio/ogg; codecs=opus" });
    expect(text).toBe("tenho frango e batata");
    const [request] = standIn.requests;
    expect(request?.path).toBe("/v1/audio/transcriptions");
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.form).toEqual({
      fields: { model: "whisper-1", language: "pt", response_format: "json" },
      file: { name: "mensagem.ogg", type: "audio/ogg; codecs=opus", size: 2048 },
    });
  });

  it("is on with a key (whisper-1 unless told otherwise) and off without one or with an empty model", () => {
    const key = { OPENAI_API_KEY: "sk-test" };
    expect(loadConfig(key).ai?.transcriptionModel).toBe("whisper-1");
    expect(
      loadConfig({ ...key, OPENAI_TRANSCRIPTION_MODEL: "gpt-4o-mini-transcribe" }).ai?.transcriptionModel,
    ).toBe("gpt-4o-mini-transcribe");
    const { logger } = logged();
    expect(
      createTranscriber(loadConfig({ ...key, OPENAI_TRANSCRIPTION_MODEL: "" }).ai, logger),
    ).toBeUndefined();
    expect(createTranscriber(loadConfig({}).ai, logger)).toBeUndefined();
  });

  it("sends nothing for audio over 16 MB or of a type the server cannot read", async () => {
    const { standIn, transcribe } = await transcriberWith([{ kind: "transcription", text: "x" }]);
    await expect(
      transcribe({ data: voiceNote(16 * 1024 * 1024 + 1), mimeType: "audio/ogg" }),
    ).rejects.toBeInstanceOf(TranscriptionError);
    await expect(transcribe({ data: voiceNote(), mimeType: "audio/amr" })).rejects.toThrow(
      "unsupported_type",
    );
    expect(standIn.requests).toHaveLength(0);
  });

  it("throws on a refusal, logging its status and size but never the audio or the words", async () => {
    const { lines, transcribe } = await transcriberWith([{ kind: "error", status: 500 }]);
    await expect(transcribe({ data: voiceNote(), mimeType: "audio/mpeg" })).rejects.toThrow("refused");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ status: 500, bytes: 2048, reason: "refused" });
    expect(lines.join("\n")).not.toMatch(/BwcH|7,7,7/);
  });
});

describe("a voice note in the chat", () => {
  it("is transcribed once, however often it is delivered", async () => {
    const { standIn, transcribe } = await transcriberWith([{ kind: "transcription", text: "tenho ovo" }]);
    const chat = fakeChannel(ctx, { transcriber: transcribe });
    const { phone } = await linkedPremium(ctx, chat);
    const note = chat.inbound(phone, "", {
      media: { kind: "audio", mimeType: "audio/ogg", data: voiceNote() },
    });
    expect(await chat.engine.receive(note)).toBe("stored");
    await chat.engine.idle();
    expect(await chat.engine.receive(note)).toBe("duplicate");
    expect(standIn.requests).toHaveLength(1);
  });

  it("becomes text: the reply starts with what was understood, then the recipe, and no audio is kept", async () => {
    const { standIn, transcribe } = await transcriberWith([
      { kind: "transcription", text: "tenho frango e batata" },
    ]);
    const chat = fakeChannel(ctx, { transcriber: transcribe });
    const { phone } = await linkedPremium(ctx, chat);

    const replies = await chat.say(phone, "", {
      media: { kind: "audio", mimeType: "audio/ogg; codecs=opus", data: voiceNote() },
    });
    expect(replies[0]).toEqual({ kind: "text", text: "Entendi: _tenho frango e batata_" });
    expect(replies[1]?.kind).toBe("recipe");
    expect(standIn.requests).toHaveLength(1);
    const [row] = await ctx.database.db
      .select()
      .from(inboundMessagesTable)
      .where(eq(inboundMessagesTable.senderPhone, phone))
      .orderBy(inboundMessagesTable.storedAt)
      .offset(1);
    expect(row).toMatchObject({
      text: "tenho frango e batata",
      transcribed: true,
      mediaKind: "audio",
      media: null,
    });
  });
});
