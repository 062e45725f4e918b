import { scanIngredientsPrompt } from "@chefzap/prompts";
import type { Logger } from "pino";
import { z } from "zod";
import type { AiConfig } from "../../config/env.ts";
import { MalformedOutputError } from "../errors.ts";
import { chatModel } from "../chat-model.ts";
import { callModel } from "../model-call.ts";

/** What the model says it sees: a name as written and how sure it is (0–1). */
export interface DetectedIngredient {
  name: string;
  confidence: number;
}

/** Reads food from a photo. The image is always a JPEG the scanner has already re-encoded. */
export interface IngredientVision {
  detect(jpeg: Buffer, signal?: AbortSignal): Promise<DetectedIngredient[]>;
}

// Bounds are enforced after parsing, not in the schema: some OpenAI-compatible servers reject JSON
// schemas with minimum/maximum, and a model answering 85 instead of 0.85 is still useful.
const detectionSchema = z.object({
  ingredients: z.array(z.object({ name: z.string(), confidence: z.number() })),
});

function clampConfidence(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value > 1 ? Math.min(value / 100, 1) : value;
}

/**
 * The vision model behind the photo scanner, through LangChain like the recipe chef: same key, base URL,
 * timeout, deadline and retries (429/5xx, timeouts, dropped connections and malformed answers), model
 * OPENAI_VISION_MODEL. Absent when no vision model is configured, so callers can say the scanner is off
 * instead of failing.
 */
export function createIngredientVision(
  config: AiConfig | undefined,
  logger: Logger,
  sleep?: (ms: number) => Promise<void>,
): IngredientVision | undefined {
  if (!config?.visionModel) return undefined;
  const model = chatModel(config, { model: config.visionModel, temperature: 0 });
  const structured = model.withStructuredOutput(detectionSchema, {
    name: "ingredientes",
    method: "jsonSchema",
  });
  const text = scanIngredientsPrompt.render({});

  const read = (raw: unknown): DetectedIngredient[] => {
    const parsed = detectionSchema.safeParse(raw);
    if (!parsed.success) throw new MalformedOutputError("output does not match the detection schema");
    return parsed.data.ingredients.map((i) => ({ name: i.name, confidence: clampConfidence(i.confidence) }));
  };

  return {
    detect(jpeg, signal) {
      const url = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
      const messages = [
        {
          role: "user",
          content: [
            { type: "text", text },
            { type: "image_url", image_url: { url } },
          ],
        },
      ];
      return callModel((attemptSignal) => structured.invoke(messages, { signal: attemptSignal }), read, {
        config,
        logger,
        task: "scan",
        signal,
        sleep,
      });
    },
  };
}
