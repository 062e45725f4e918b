import type { UserRow } from "../../db/schema/index.ts";

/** An admin's session ends after 8 h without use, and 12 h after sign-in whatever the use. */
export const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const ADMIN_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Last use is written at most this often: active-user counts need minutes, not every request. */
const SEEN_EVERY_MS = 60 * 1000;

export interface StoredSession {
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The expiry of a session opened now. */
export function initialExpiry(role: UserRow["role"], now: Date, ttlMs: number): Date {
  return new Date(now.getTime() + (role === "admin" ? ADMIN_SESSION_IDLE_MS : ttlMs));
}

/**
 * What one use of a session changes: "expired" for an admin past the 12 h cap (a cook promoted while
 * signed in included), the new expiry and last use when they are due, or nothing.
 */
export function onUse(
  role: UserRow["role"],
  session: StoredSession,
  now: Date,
  ttlMs: number,
): "expired" | { expiresAt: Date; lastSeenAt: Date } | null {
  const t = now.getTime();
  if (role === "admin") {
    const cap = session.createdAt.getTime() + ADMIN_SESSION_MAX_MS;
    if (t >= cap) return "expired";
    const expiresAt = new Date(Math.min(t + ADMIN_SESSION_IDLE_MS, cap));
    const stale = t - session.lastSeenAt.getTime() >= SEEN_EVERY_MS;
    // A longer expiry left from before the promotion is cut at once.
    if (stale || session.expiresAt > expiresAt) return { expiresAt, lastSeenAt: now };
    return null;
  }
  const remaining = session.expiresAt.getTime() - t;
  const expiresAt = remaining < ttlMs / 2 ? new Date(t + ttlMs) : session.expiresAt;
  if (expiresAt !== session.expiresAt || t - session.lastSeenAt.getTime() >= SEEN_EVERY_MS)
    return { expiresAt, lastSeenAt: now };
  return null;
}
