import { z } from "zod";

export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

export const planSchema = z.enum(["free", "premium"]);
export type Plan = z.infer<typeof planSchema>;

/** What GET /api/user answers: never the password hash, never another user's data. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  name: z.string(),
  whatsapp: z.string().nullable(),
  role: roleSchema,
  plan: planSchema,
  freeRecipesUsed: z.number().int(),
  freeRecipesQuota: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * What GET /api/session answers: the signed-in user, or null for a visitor. The web app asks this one
 * instead of GET /api/user, whose 401 for visitors is an error on every visitor's page load.
 */
export const sessionSchema = z.object({ user: publicUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;
