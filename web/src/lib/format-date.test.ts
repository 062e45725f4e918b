import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes a day as Brazilians do, as Intl's pt-BR date would", () => {
    for (const iso of ["2026-11-22T15:04:05.000Z", "2026-01-05T12:00:00Z", "2025-12-31T12:30:00-03:00"]) {
      expect(formatDate(iso)).toBe(new Intl.DateTimeFormat("pt-BR").format(new Date(iso)));
    }
    expect(formatDate("2026-03-07T12:00:00Z")).toBe("07/03/2026");
  });
});
