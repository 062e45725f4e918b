import { describe, expect, it } from "vitest";
import { createServiceWindow, ServiceWindowClosedError } from "./service-window.ts";

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) + hours * 60 * 60 * 1000);

describe("service window", () => {
  it("is open for 24 hours after the chat's last message", () => {
    const window = createServiceWindow();
    window.opened("5511987654321", at(0));
    expect(() => window.assertOpen("5511987654321", at(24))).not.toThrow();
    expect(() => window.assertOpen("5511987654321", at(24.01))).toThrow(ServiceWindowClosedError);
  });

  it("keeps the latest message even when an older one is redelivered after it", () => {
    const window = createServiceWindow();
    window.opened("5511987654321", at(10));
    window.opened("5511987654321", at(0));
    expect(() => window.assertOpen("5511987654321", at(30))).not.toThrow();
  });

  it("lets a chat it never heard from through, and forgets the chats heard from longest ago", () => {
    const window = createServiceWindow({ maxChats: 2 });
    window.opened("551100000001", at(0));
    window.opened("551100000002", at(0));
    window.opened("551100000001", at(1));
    window.opened("551100000003", at(1));
    expect(() => window.assertOpen("551100000009", at(100))).not.toThrow();
    expect(() => window.assertOpen("551100000002", at(100))).not.toThrow();
    expect(() => window.assertOpen("551100000001", at(100))).toThrow(/closed for 551100000001/);
  });
});
