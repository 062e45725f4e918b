import { describe, expect, it } from "vitest";
import { textWidth, wrapText } from "./card-text.ts";

describe("wrapText (the card's title)", () => {
  it("keeps a short title on one line", () => {
    expect(wrapText("Feijoada", { fontSize: 72, maxWidth: 960, maxLines: 3 })).toEqual({
      lines: ["Feijoada"],
      fits: true,
    });
  });

  it("breaks between words, every line within the width", () => {
    const { lines, fits } = wrapText("Escondidinho de carne seca com purê de mandioca e queijo coalho", {
      fontSize: 72,
      maxWidth: 960,
      maxLines: 3,
    });
    expect(fits).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe("Escondidinho de carne seca com purê de mandioca e queijo coalho");
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(960);
  });

  it("ends the third line with an ellipsis when the title is longer, and cuts a word wider than a line", () => {
    const long = `${"Bolo ".repeat(40)}Supercalifragilisticexpialidociosodefubacremoso`;
    const { lines, fits } = wrapText(long, { fontSize: 72, maxWidth: 600, maxLines: 3 });
    expect(fits).toBe(false);
    expect(lines).toHaveLength(3);
    // Cut after a whole word, not in the middle of one.
    expect(lines[2]).toMatch(/ Bolo…$/);
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(600);
    const word = wrapText("Supercalifragilisticexpialidocioso", { fontSize: 72, maxWidth: 300, maxLines: 9 });
    for (const line of word.lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(300);
  });
});
