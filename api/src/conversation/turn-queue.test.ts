import { describe, expect, it } from "vitest";
import { createTurnQueue } from "./turn-queue.ts";

describe("turn queue", () => {
  it("lets the event loop turn between one drain and the next in line", async () => {
    const queue = createTurnQueue(1);
    const order: string[] = [];
    // As on PGlite: a drain that never waits on I/O, only on promises.
    const drain = async (id: string) => {
      order.push(id);
      return false;
    };
    const drains = [queue.schedule("a", drain), queue.schedule("b", drain)];
    setImmediate(() => order.push("socket read"));
    await Promise.all(drains);
    expect(order).toEqual(["a", "socket read", "b"]);
  });

  it("hands a slot left early to the next in line while the drain that left it goes on", async () => {
    const queue = createTurnQueue(1);
    const order: string[] = [];
    let delivered!: () => void;
    const delivery = new Promise<void>((resolve) => (delivered = resolve));
    const first = queue.schedule("a", async (_, leaveSlot) => {
      order.push("a turn");
      leaveSlot();
      await delivery;
      order.push("a delivered");
      return false;
    });
    const second = queue.schedule("b", async () => {
      order.push("b turn");
      return false;
    });
    await second;
    delivered();
    await first;
    expect(order).toEqual(["a turn", "b turn", "a delivered"]);
  });
});
