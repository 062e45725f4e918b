import { describe, expect, it } from "vitest";
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS, initialExpiry, onUse } from "./session-lifetime.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TTL = 30 * DAY;
const start = new Date("2026-11-20T08:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("session lifetime", () => {
  it("gives an admin 8 hours from sign-in and a cook the configured days", () => {
    expect(initialExpiry("admin", start, TTL)).toEqual(at(ADMIN_SESSION_IDLE_MS));
    expect(initialExpiry("user", start, TTL)).toEqual(at(TTL));
  });

  it("slides an admin's expiry with use, never past 12 hours after sign-in", () => {
    const session = { createdAt: start, expiresAt: at(8 * HOUR), lastSeenAt: start };
    expect(onUse("admin", session, at(2 * HOUR), TTL)).toEqual({
      expiresAt: at(10 * HOUR),
      lastSeenAt: at(2 * HOUR),
    });
    expect(onUse("admin", session, at(7 * HOUR), TTL)).toEqual({
      expiresAt: at(ADMIN_SESSION_MAX_MS),
      lastSeenAt: at(7 * HOUR),
    });
    expect(onUse("admin", session, at(12 * HOUR), TTL)).toBe("expired");
  });

  it("cuts at once the long session of a cook promoted to admin", () => {
    const session = { createdAt: start, expiresAt: at(TTL), lastSeenAt: start };
    expect(onUse("admin", session, at(1000), TTL)).toEqual({
      expiresAt: at(1000 + ADMIN_SESSION_IDLE_MS),
      lastSeenAt: at(1000),
    });
    expect(onUse("admin", session, at(13 * HOUR), TTL)).toBe("expired");
  });

  it("writes a cook's last use at most once a minute and extends the expiry past half of it", () => {
    const session = { createdAt: start, expiresAt: at(TTL), lastSeenAt: start };
    expect(onUse("user", session, at(30 * 1000), TTL)).toBeNull();
    expect(onUse("user", session, at(2 * 60 * 1000), TTL)).toEqual({
      expiresAt: at(TTL),
      lastSeenAt: at(2 * 60 * 1000),
    });
    expect(onUse("user", session, at(20 * DAY), TTL)).toEqual({
      expiresAt: at(20 * DAY + TTL),
      lastSeenAt: at(20 * DAY),
    });
  });
});
