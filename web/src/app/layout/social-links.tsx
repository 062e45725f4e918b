import { Mail, MessageCircle } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { supportContacts } from "@/lib/support-links";
import { InstagramIcon } from "./instagram-icon";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export function SocialLinks() {
  const { whatsapp, instagram, email } = supportContacts();
  const links: Array<{ href: string; label: string; Icon: Icon }> = [];
  if (whatsapp) links.push({ href: whatsapp.href, label: "ChefZap no WhatsApp", Icon: MessageCircle });
  if (instagram) links.push({ href: instagram.href, label: "ChefZap no Instagram", Icon: InstagramIcon });
  if (email) links.push({ href: email.href, label: "Enviar e-mail ao ChefZap", Icon: Mail });
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={label}
            target={href.startsWith("http") ? "_blank" : undefined}
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full border border-border bg-card text-muted-foreground transition-colors hover:border-primary hover:text-primary"
          >
            <Icon className="size-4" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
