import { z } from "zod";

/** What a conversation remembers between turns; anything unreadable starts over empty. */
export const conversationStateSchema = z
  .object({
    lastRecipeId: z.string().max(64).optional(),
    /** What the last question asked for, so a bare answer ("frango, ovo", "sim") is understood. */
    awaiting: z.enum(["ingredients", "photo", "modify", "scan_confirm"]).optional(),
    /** Ingredients read from the last photo, waiting for "sim". */
    scanned: z.array(z.string().max(100)).max(30).optional(),
    /** Wrong linking codes from this number in the current hour. */
    wrongCodes: z.object({ count: z.number().int(), since: z.number() }).optional(),
    /** Messages in the current minute, to stop a flood before it reaches the tools. */
    burst: z.object({ count: z.number().int(), since: z.number() }).optional(),
    /** When the plan explanation was last sent to this number. */
    refusedAt: z.number().optional(),
    /** The last exchanges, for the model to follow the thread. */
    history: z
      .array(z.object({ role: z.enum(["user", "assistant"]), text: z.string().max(2000) }))
      .max(20)
      .optional(),
  })
  .catch({});

export type ConversationState = z.infer<typeof conversationStateSchema>;
