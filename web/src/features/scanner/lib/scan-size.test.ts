import { describe, expect, it } from "vitest";
import { scanTargetSize } from "./scan-size";

describe("scanTargetSize", () => {
  it("bounds landscape photos to 1024 wide", () => {
    expect(scanTargetSize({ width: 1600, height: 1200 })).toEqual({ width: 1024, height: 768 });
  });

  it("bounds portrait photos to 768 tall", () => {
    expect(scanTargetSize({ width: 1200, height: 1600 })).toEqual({ width: 576, height: 768 });
  });

  it("never upscales a small photo", () => {
    expect(scanTargetSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(scanTargetSize({ width: 300, height: 500 })).toEqual({ width: 300, height: 500 });
  });
});
