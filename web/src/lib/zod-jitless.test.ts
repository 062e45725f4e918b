import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's jitless setting on for the zod the app loads afterwards", async () => {
    await import("./zod-jitless");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
