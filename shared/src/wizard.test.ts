import { describe, expect, it } from "vitest";
import {
  looksLikeEmail,
  splitName,
  usernameFromEmail,
  validateWizardStep,
  type WizardValues,
} from "./wizard.ts";

const valid: WizardValues = {
  name: "Maria Silva",
  email: "maria@exemplo.com.br",
  whatsapp: "(11) 98765-4321",
  password: "segredo1",
  confirmPassword: "segredo1",
};

describe("validateWizardStep", () => {
  it.each([
    [1, { name: "" }, "name", "Nome é obrigatório"],
    [1, { name: "   " }, "name", "Nome é obrigatório"],
    [1, { name: " A " }, "name", "Nome deve ter pelo menos 2 caracteres"],
    [2, { email: "" }, "email", "E-mail é obrigatório"],
    [2, { email: "maria@" }, "email", "E-mail inválido"],
    [3, { whatsapp: "" }, "whatsapp", "WhatsApp é obrigatório"],
    [3, { whatsapp: "(11) 9876" }, "whatsapp", "Formato inválido. Use (11) 99999-9999"],
    [4, { password: "" }, "password", "Senha é obrigatória"],
    [
      4,
      { password: "12345", confirmPassword: "12345" },
      "password",
      "Senha deve ter pelo menos 6 caracteres",
    ],
    [4, { confirmPassword: "" }, "confirmPassword", "Confirmação de senha é obrigatória"],
    [4, { confirmPassword: "outra-senha" }, "confirmPassword", "Senhas não coincidem"],
  ] as const)("step %i with %j reports %s: %s", (step, patch, field, message) => {
    expect(validateWizardStep(step, { ...valid, ...patch })[field]).toBe(message);
  });

  it("accepts a complete, valid form at every step", () => {
    for (const step of [1, 2, 3, 4] as const) expect(validateWizardStep(step, valid)).toEqual({});
  });
});

describe("looksLikeEmail", () => {
  // The rule it replaced; safe here because every input below is short.
  const previousRule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it("agrees with the previous pattern on every short mix of the characters that matter", () => {
    const alphabet = ["a", "b", "@", ".", " ", "\t", "\u00a0"];
    let state = 7;
    const next = () => (state = (state * 48271) % 2147483647);
    for (let n = 0; n < 20_000; n++) {
      let text = "";
      for (let i = next() % 10; i > 0; i--) text += alphabet[next() % alphabet.length];
      expect(looksLikeEmail(text), JSON.stringify(text)).toBe(previousRule.test(text.trim()));
    }
  });

  it.each(["maria@exemplo.com.br", " a@b.co ", "x.y+z@dominio.com", "a@.b.c", "a@b..c"])(
    "accepts %j",
    (email) => expect(looksLikeEmail(email)).toBe(true),
  );

  it.each(["", "maria@", "@exemplo.com", "maria@exemplo", "maria@exemplo.", "a b@c.com", "a@b@c.com"])(
    "refuses %j",
    (email) => expect(looksLikeEmail(email)).toBe(false),
  );

  it("refuses an address longer than SMTP can deliver, whatever its shape", () => {
    expect(looksLikeEmail(`${"a".repeat(64)}@${"b".repeat(186)}.com`)).toBe(false);
    expect(looksLikeEmail(`${"a".repeat(64)}@${"b".repeat(185)}.com`)).toBe(true);
  });
});

describe("usernameFromEmail", () => {
  it("joins the e-mail's local part and a 6-character suffix", () => {
    expect(usernameFromEmail("José.Silva+x@exemplo.com")).toMatch(/^jose\.silvax_[a-z0-9]{6}$/);
  });

  it("gives different names to two people with the same local part", () => {
    const names = new Set(Array.from({ length: 20 }, () => usernameFromEmail("ana@a.com")));
    expect(names.size).toBeGreaterThan(1);
  });
});

describe("splitName", () => {
  it("keeps every word after the first as the last name", () => {
    expect(splitName("  Ana  Maria de Souza ")).toEqual({ firstName: "Ana", lastName: "Maria de Souza" });
  });
});
