import { Mail, MessageCircle } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { instagramUrl, supportMailto, supportWhatsappUrl } from "@/lib/support-links";
import { InstagramIcon } from "./instagram-icon";

const links: ReadonlyArray<{ href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { href: supportWhatsappUrl, label: "ChefZap no WhatsApp", Icon: MessageCircle },
  { href: instagramUrl, label: "ChefZap no Instagram", Icon: InstagramIcon },
  { href: supportMailto, label: "Enviar e-mail ao ChefZap", Icon: Mail },
];

export function SocialLinks() {
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
