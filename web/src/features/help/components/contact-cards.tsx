import { SUPPORT_HOURS } from "@chefzap/shared";
import { Clock, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { supportContacts, type SupportChannel } from "@/lib/support-links";

interface ContactCard {
  Icon: LucideIcon;
  title: string;
  text: string;
  channel: SupportChannel;
}

function configuredCards(): ContactCard[] {
  const { whatsapp, email } = supportContacts();
  const cards: ContactCard[] = [];
  if (whatsapp)
    cards.push({
      Icon: MessageCircle,
      title: "WhatsApp",
      text: "Resposta rápida para dúvidas do dia a dia.",
      channel: whatsapp,
    });
  if (email)
    cards.push({
      Icon: Mail,
      title: "E-mail",
      text: "Para assuntos de conta, pagamento e privacidade.",
      channel: email,
    });
  return cards;
}

/** Only the channels this build was configured with; with none, the section is left out. */
export function ContactCards() {
  const cards = configuredCards();
  if (cards.length === 0) return null;
  return (
    <section id="contato" aria-labelledby="contato-titulo" className="scroll-mt-20">
      <h2 id="contato-titulo" className="sr-only">
        Fale com o suporte
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ Icon, title, text, channel }) => (
          <a
            key={title}
            href={channel.href}
            target={channel.href.startsWith("http") ? "_blank" : undefined}
            rel="noopener noreferrer"
            className="group flex gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-success/10 text-success">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="min-w-0 space-y-1">
              <span className="block font-bold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
              <span className="block font-semibold break-words text-primary group-hover:underline">
                {channel.label}
              </span>
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
