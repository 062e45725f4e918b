import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_WHATSAPP } from "@chefzap/shared";
import { Clock, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { supportMailto, supportWhatsappUrl } from "@/lib/support-links";

const channels: ReadonlyArray<{
  Icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  value: string;
}> = [
  {
    Icon: MessageCircle,
    title: "WhatsApp",
    text: "Resposta rápida para dúvidas do dia a dia.",
    href: supportWhatsappUrl,
    value: SUPPORT_WHATSAPP,
  },
  {
    Icon: Mail,
    title: "E-mail",
    text: "Para assuntos de conta, pagamento e privacidade.",
    href: supportMailto,
    value: SUPPORT_EMAIL,
  },
];

export function ContactCards() {
  return (
    <section id="contato" aria-labelledby="contato-titulo" className="scroll-mt-20">
      <h2 id="contato-titulo" className="sr-only">
        Fale com o suporte
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {channels.map(({ Icon, title, text, href, value }) => (
          <a
            key={title}
            href={href}
            target={href.startsWith("http") ? "_blank" : undefined}
            rel="noopener noreferrer"
            className="group flex gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-success/10 text-success">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="space-y-1">
              <span className="block font-bold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
              <span className="block font-semibold text-primary group-hover:underline">{value}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Clock className="size-3.5" aria-hidden="true" />
                {SUPPORT_HOURS}
              </span>
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
