import { CircleHelp, Headset, Tag, type LucideIcon } from "lucide-react";
import { Link, type To } from "react-router";

const shortcuts: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string; to: To }> = [
  { Icon: CircleHelp, title: "Como funciona", text: "O passo a passo do ChefZap.", to: "/como-funciona" },
  { Icon: Tag, title: "Planos e preços", text: "Grátis e Premium, lado a lado.", to: "/#precos" },
  { Icon: Headset, title: "Falar com o suporte", text: "WhatsApp ou e-mail.", to: { hash: "contato" } },
];

export function HelpShortcuts() {
  return (
    <nav aria-label="Atalhos da ajuda">
      <ul className="grid gap-3 sm:grid-cols-3">
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
