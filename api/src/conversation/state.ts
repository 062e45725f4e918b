import { z } from "zod";

/** What a conversation remembers between turns; anything unreadable starts over empty. */
export const conversationStateSchema = z
  .object({
    lastRecipeId: z.string().max(64).optional(),
    /** The last weekly menu made here, so "lista de compras" right after it means the week's list. */
    lastMenuId: z.string().max(64).optional(),
    /** Which of the two was made last: what a bare "lista de compras" refers to. */
    lastMade: z.enum(["recipe", "menu"]).optional(),
    /** What the last question asked for, so a bare answer ("frango, ovo", "sim") is understood. */
    awaiting: z.enum(["ingredients", "photo", "modify", "scan_confirm", "clarify"]).optional(),
    /** A message the chat asked about ("a new recipe, or a change?"), to act on once answered. */
    pending: z
      .object({
        text: z.string().max(2000),
        ingredients: z.array(z.string().max(100)).max(20),
        servings: z.number().int().optional(),
      })
      .optional(),
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
