import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

const mailOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }).mail;

describe("mail settings", () => {
  it("are optional: with none, mail stays in the outbox", () => {
    expect(mailOf({}).smtp).toBeUndefined();
    expect(mailOf({ SMTP_HOST: "", SMTP_URL: "", MAIL_FROM: "" }).smtp).toBeUndefined();
  });

  it("take the parts, with the port following SMTP_SECURE and the other way round", () => {
    const from = "ChefZap <nao-responda@chefzap.com.br>";
    expect(
      mailOf({ SMTP_HOST: "smtp.exemplo.com", SMTP_USER: "u", SMTP_PASS: "p", MAIL_FROM: from }),
    ).toEqual({
      smtp: { host: "smtp.exemplo.com", port: 587, secure: false, auth: { user: "u", pass: "p" } },
      from,
    });
    expect(mailOf({ SMTP_HOST: "smtp.exemplo.com", SMTP_PORT: "465", MAIL_FROM: from }).smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(
      mailOf({ SMTP_HOST: "smtp.exemplo.com", SMTP_SECURE: "true", MAIL_FROM: from }).smtp,
    ).toMatchObject({
      port: 465,
      secure: true,
    });
  });

  it("take one URL instead", () => {
    const mail = mailOf({
      SMTP_URL: "smtps://u:p@smtp.exemplo.com:465",
      MAIL_FROM: "nao-responda@chefzap.com.br",
    });
    expect(mail.smtp).toEqual({ url: "smtps://u:p@smtp.exemplo.com:465" });
  });

  it.each([
    [{ SMTP_HOST: "smtp.exemplo.com" }, "MAIL_FROM: required when SMTP is configured"],
    [{ SMTP_URL: "https://smtp.exemplo.com", MAIL_FROM: "a@b.c" }, "SMTP_URL: use smtp://"],
    [{ SMTP_URL: "smtp://h", SMTP_HOST: "h", MAIL_FROM: "a@b.c" }, "SMTP_HOST: set SMTP_URL or SMTP_HOST"],
    [{ SMTP_PORT: "25", MAIL_FROM: "a@b.c" }, "SMTP_PORT: needs SMTP_HOST"],
    [
      { SMTP_HOST: "h", SMTP_USER: "u", MAIL_FROM: "a@b.c" },
      "SMTP_PASS: SMTP_USER and SMTP_PASS go together",
    ],
    [{ SMTP_HOST: "h", MAIL_FROM: "ChefZap" }, "MAIL_FROM: an address"],
    [{ SMTP_HOST: "h", MAIL_FROM: "a@b.c\r\nBcc: x@y.z" }, "MAIL_FROM: an address"],
    [{ SMTP_HOST: "h", SMTP_PORT: "0", MAIL_FROM: "a@b.c" }, "SMTP_PORT"],
  ])("stop the start when they do not add up: %j", (env, problem) => {
    expect(() => mailOf(env)).toThrow(problem);
  });
});
