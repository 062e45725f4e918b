import { describe, expect, it } from "vitest";
import { clockText, CODE_TTL_MS, linkMessage, localExpiry } from "./link-code";

describe("link code text", () => {
  it("writes the chat message and the time left", () => {
    expect(linkMessage("012345")).toBe("vincular 012345");
    expect(clockText(600)).toBe("10:00");
    expect(clockText(65)).toBe("1:05");
    expect(clockText(0)).toBe("0:00");
  });
});

describe("localExpiry", () => {
  const now = Date.parse("2026-11-22T12:00:00.000Z");

  it("keeps the api's expiry when the clocks agree", () => {
    expect(localExpiry("2026-11-22T12:09:58.000Z", now)).toBe(now + 598_000);
  });

  it("falls back to the full lifetime when this clock is far behind or ahead", () => {
    expect(localExpiry("2026-11-22T12:25:00.000Z", now)).toBe(now + CODE_TTL_MS);
    expect(localExpiry("2026-11-22T11:50:00.000Z", now)).toBe(now + CODE_TTL_MS);
  });
});
