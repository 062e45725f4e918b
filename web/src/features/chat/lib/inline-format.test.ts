import { describe, expect, it } from "vitest";
import { parseInline } from "./inline-format";

describe("parseInline", () => {
  it("reads bold and italic as WhatsApp writes them", () => {
    expect(parseInline("Digite *menu* ou _sem cebola_.")).toEqual([
      "Digite ",
      { kind: "strong", children: ["menu"] },
      " ou ",
      { kind: "em", children: ["sem cebola"] },
      ".",
    ]);
  });

  it("nests italic inside bold", () => {
    expect(parseInline("*muito _bom_*")).toEqual([
      { kind: "strong", children: ["muito ", { kind: "em", children: ["bom"] }] },
    ]);
  });

  it("leaves marks that do not open or close as typed", () => {
    for (const text of ["snake_case_name", "2*3*4", "* solto *", "a * b", "*sem fim", "**", "_a\nb_"]) {
      expect(parseInline(text)).toEqual([text]);
    }
  });

  it("never turns markup into anything but text", () => {
    expect(parseInline("<b>oi</b> *<img src=x onerror=alert(1)>*")).toEqual([
      "<b>oi</b> ",
      { kind: "strong", children: ["<img src=x onerror=alert(1)>"] },
    ]);
  });

  it("finds web addresses without the sentence's full stop", () => {
    expect(parseInline("Abra no site: https://chefzap.com.br/recipes/7.")).toEqual([
      "Abra no site: ",
      { kind: "link", href: "https://chefzap.com.br/recipes/7", text: "https://chefzap.com.br/recipes/7" },
      ".",
    ]);
    expect(parseInline("javascript:alert(1)")).toEqual(["javascript:alert(1)"]);
  });
});
