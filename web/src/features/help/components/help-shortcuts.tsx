import { CircleHelp, Headset, Tag, type LucideIcon } from "lucide-react";
import { Link, type To } from "react-router";
import { cn } from "@/lib/cn";
import { supportContacts } from "@/lib/support-links";

type Shortcut = { Icon: LucideIcon; title: string; text: string; to: To };

const guides: readonly Shortcut[] = [
  { Icon: CircleHelp, title: "Como funciona", text: "O passo a passo do ChefZap.", to: "/como-funciona" },
  { Icon: Tag, title: "Planos e preços", text: "Grátis e Premium, lado a lado.", to: "/#precos" },
];

/** "Falar com o suporte" names only the configured channels, and is left out when there are none. */
function supportShortcut(): Shortcut | undefined {
  const { whatsapp, email } = supportContacts();
  const channels = [whatsapp && "WhatsApp", email && "e-mail"].filter(Boolean).join(" ou ");
  if (!channels) return undefined;
  const text = `${channels.charAt(0).toUpperCase()}${channels.slice(1)}.`;
  return { Icon: Headset, title: "Falar com o suporte", text, to: { hash: "contato" } };
}

export function HelpShortcuts() {
  const support = supportShortcut();
  const shortcuts = support ? [...guides, support] : guides;
  return (
    <nav aria-label="Atalhos da ajuda">
      <ul className={cn("grid gap-3", support ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {shortcuts.map(({ Icon, title, text, to }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-sm font-semibold">{title}</span>
                <span className="block text-xs text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
