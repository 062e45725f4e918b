import { describe, expect, it } from "vitest";
import { withQuery } from "./api-page";

describe("withQuery", () => {
  it("leaves out empty parameters, a first page's cursor among them however it arrives", () => {
    expect(withQuery("/api/recipes/r1/comments", { limit: 5, cursor: undefined })).toBe(
      "/api/recipes/r1/comments?limit=5",
    );
    // After a server-rendered page, JSON turned the first page's undefined cursor into null.
    expect(withQuery("/api/recipes/r1/comments", { limit: 5, cursor: null })).toBe(
      "/api/recipes/r1/comments?limit=5",
    );
    expect(withQuery("/api/community", { search: "", cursor: "abc" })).toBe("/api/community?cursor=abc");
    expect(withQuery("/api/community", {})).toBe("/api/community");
  });
});
