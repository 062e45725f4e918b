import type { MailTemplateId } from "@chefzap/shared";

/** What each template is filled with; names come from users, so the HTML escapes them. */
export interface MailTemplateData {
  password_reset: { name: string; link: string };
  password_changed: { name: string; changedAt: Date; forgotLink: string };
  novidades: { name: string; siteUrl: string };
  lembrete_receitas: { name: string; siteUrl: string };
  aviso_termos: { name: string; siteUrl: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = "Equipe ChefZap";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** A message as paragraphs: plain lines for the text part, escaped <p>s (and one button) for the HTML. */
interface Body {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function toText({ greeting, paragraphs, action, after = [] }: Body): string {
  const blocks = [greeting, ...paragraphs, ...(action ? [action.url] : []), ...after, SIGNATURE];
  return `${blocks.join("\n\n")}\n`;
}

function toHtml({ greeting, paragraphs, action, after = [] }: Body): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;` +
      `background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;` +
      `font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      p(`Se o botão não abrir, copie este endereço no navegador: ${action.url}`)
    : "";
  return (
    `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#fdf8f0;padding:24px;` +
    `font-family:Arial,Helvetica,sans-serif;color:#2b2118;font-size:16px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto">` +
    [greeting, ...paragraphs].map(p).join("") +
    button +
    after.map(p).join("") +
    p(SIGNATURE) +
    `</div></body></html>`
  );
}

const render = (subject: string, body: Body): RenderedMail => ({
  subject,
  text: toText(body),
  html: toHtml(body),
});

const hello = (name: string) => (name.trim() ? `Olá, ${name.trim()}!` : "Olá!");

const templates: { [K in MailTemplateId]: (data: MailTemplateData[K]) => RenderedMail } = {
  password_reset: ({ name, link }) =>
    render("Redefinição de senha do ChefZap", {
      greeting: hello(name),
      paragraphs: [
        "Recebemos um pedido para redefinir a senha da sua conta no ChefZap. Para criar uma senha nova, " +
          "use o link abaixo. Ele vale por 30 minutos e só pode ser usado uma vez.",
      ],
      action: { label: "Criar nova senha", url: link },
      after: ["Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma."],
    }),

  password_changed: ({ name, changedAt, forgotLink }) =>
    render("Sua senha do ChefZap foi alterada", {
      greeting: hello(name),
      paragraphs: [
        `A senha da sua conta no ChefZap foi alterada em ${dateTime.format(changedAt)} (horário de Brasília). ` +
          "Por segurança, encerramos as sessões abertas nos outros aparelhos.",
        "Se foi você, não precisa fazer nada. Se não foi, peça uma senha nova agora mesmo:",
      ],
      action: { label: "Redefinir minha senha", url: forgotLink },
    }),

  novidades: ({ name, siteUrl }) =>
    render("Novidades no ChefZap", {
      greeting: hello(name),
      paragraphs: [
        "Tem novidade na cozinha do ChefZap! Preparamos melhorias para você encontrar receitas com o que " +
          "já tem em casa, planejar a semana e cozinhar com mais praticidade.",
      ],
      action: { label: "Ver as novidades", url: siteUrl },
    }),

  lembrete_receitas: ({ name, siteUrl }) =>
    render("Que tal uma receita nova hoje?", {
      greeting: hello(name),
      paragraphs: [
        "Faz um tempinho que você não aparece por aqui. Conte ao ChefZap o que tem na geladeira e receba " +
          "uma receita passo a passo em segundos.",
      ],
      action: { label: "Criar uma receita", url: siteUrl },
    }),

  aviso_termos: ({ name, siteUrl }) =>
    render("Atualizamos nossos Termos de Uso", {
      greeting: hello(name),
      paragraphs: [
        "Atualizamos os Termos de Uso e a Política de Privacidade do ChefZap. Pedimos que você leia as " +
          "novas versões; ao continuar usando o ChefZap, você concorda com elas.",
      ],
      action: { label: "Ler os Termos de Uso", url: `${siteUrl}/termos` },
      after: [`A Política de Privacidade está em ${siteUrl}/privacidade.`],
    }),
};

/** The subject, text and HTML of one template filled with its data. */
export function renderMail<K extends MailTemplateId>(id: K, data: MailTemplateData[K]): RenderedMail {
  return templates[id](data);
}
