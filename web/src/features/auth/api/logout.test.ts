import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { logout } from "./logout";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("logout", () => {
  it("posts to /api/logout and then reloads the home page", async () => {
    const fetchMock = stubApi({ "POST /api/logout": { body: { ok: true } } });
    const redirect = vi.fn();
    await logout(redirect);
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    expect(redirect).toHaveBeenCalledWith("/");
  });

  it("still goes home when the call fails", async () => {
    stubApi({ "POST /api/logout": { status: 500, body: { message: "falhou" } } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const redirect = vi.fn();
    await logout(redirect);
    expect(redirect).toHaveBeenCalledWith("/");
  });
});
