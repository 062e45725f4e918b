import { describe, expect, it } from "vitest";
import { definePrompt, fill } from "./template.ts";

describe("prompt templates", () => {
  it("fills every placeholder", () => {
    const p = definePrompt<{ ingredientes: string }>("teste", 1, "Use: {{ingredientes}}.");
    expect(p.render({ ingredientes: "arroz, feijão" })).toBe("Use: arroz, feijão.");
  });

  it("refuses to render with a missing variable", () => {
    expect(() => fill("Olá {{nome}}", {})).toThrow("Missing prompt variable: nome");
  });
});
