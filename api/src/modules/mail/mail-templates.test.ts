import { MAIL_TEMPLATE_IDS } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import { renderMail, type MailTemplateData } from "./mail-templates.ts";

const hostile = `Zé "<script>alert('x')</script>" & Cia`;
const siteUrl = "https://chefzap.com.br";

const samples: { [K in keyof MailTemplateData]: MailTemplateData[K] } = {
  password_reset: { name: hostile, link: `${siteUrl}/redefinir-senha?token=abc_DEF-123` },
  password_changed: {
    name: hostile,
    changedAt: new Date("2026-11-22T18:05:00Z"),
    forgotLink: `${siteUrl}/esqueci-senha`,
  },
  novidades: { name: hostile, siteUrl },
  lembrete_receitas: { name: hostile, siteUrl },
  aviso_termos: { name: hostile, siteUrl },
};

describe("mail templates", () => {
  it.each(MAIL_TEMPLATE_IDS)(
    "%s escapes the cook's name in the HTML and keeps it as typed in the text",
    (id) => {
      const mail = renderMail(id, samples[id] as never);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("Zé &quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; Cia");
      expect(mail.text).toContain(`Olá, ${hostile}!`);
      expect(mail.text).toMatch(/Equipe ChefZap\n$/);
      expect(mail.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    },
  );

  it("puts the reset link in the text and in a button, says how long it lasts", () => {
    const mail = renderMail("password_reset", samples.password_reset);
    expect(mail.subject).toBe("Redefinição de senha do ChefZap");
    expect(mail.text).toContain("https://chefzap.com.br/redefinir-senha?token=abc_DEF-123");
    expect(mail.text).toContain("vale por 30 minutos e só pode ser usado uma vez");
    expect(mail.html).toContain('href="https://chefzap.com.br/redefinir-senha?token=abc_DEF-123"');
  });

  it("dates the 'senha alterada' notice in Brasília time", () => {
    const mail = renderMail("password_changed", samples.password_changed);
    expect(mail.subject).toBe("Sua senha do ChefZap foi alterada");
    expect(mail.text).toContain("alterada em 22/11/2026, 15:05 (horário de Brasília)");
    expect(mail.text).toContain("https://chefzap.com.br/esqueci-senha");
  });

  it("greets without a name when there is none", () => {
    expect(renderMail("novidades", { name: "  ", siteUrl }).text).toMatch(/^Olá!\n/);
  });
});
