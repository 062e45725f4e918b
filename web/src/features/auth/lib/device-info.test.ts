import { STORAGE_KEYS } from "@/config/constants";
import { describe, expect, it } from "vitest";
import { getDeviceInfo } from "./device-info";

describe("getDeviceInfo", () => {
  it("hashes the browser traits with SHA-256 and reports them", async () => {
    const info = await getDeviceInfo();
    expect(info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(info).toMatchObject({ userAgent: navigator.userAgent, language: navigator.language });
    expect(info.screenResolution).toMatch(/^\d+x\d+$/);
    expect(info.timezone).toBeTruthy();
  });

  it("stores the fingerprint under the device key and reuses it", async () => {
    localStorage.setItem(STORAGE_KEYS.device, "kept-from-last-visit");
    expect((await getDeviceInfo()).fingerprint).toBe("kept-from-last-visit");

    localStorage.clear();
    const first = await getDeviceInfo();
    expect(localStorage.getItem(STORAGE_KEYS.device)).toBe(first.fingerprint);
  });
});
