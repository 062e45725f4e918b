import { formatWhatsapp, normalizeWhatsapp } from "@chefzap/shared";
import { webEnv } from "@/config/env";

export interface SupportChannel {
  href: string;
  /** As people read it: "(11) 3456-7890", "contato@…". */
  label: string;
}

export interface SupportContacts {
  whatsapp?: SupportChannel;
  email?: SupportChannel;
  instagram?: SupportChannel;
}

/**
 * The support channels the build was configured with; an unconfigured one is absent, so no page can
 * show a made-up number or address as if it were real.
 */
export function supportContacts(): SupportContacts {
  const env = webEnv();
  const whatsapp = env.VITE_SUPPORT_WHATSAPP;
  const email = env.VITE_SUPPORT_EMAIL;
  const instagram = env.VITE_INSTAGRAM_URL;
  return {
    // wa.me wants the country code and digits only: (11) 3456-7890 → 551134567890.
    whatsapp: whatsapp
      ? { href: `https://wa.me/55${normalizeWhatsapp(whatsapp)}`, label: formatWhatsapp(whatsapp) }
      : undefined,
    email: email ? { href: `mailto:${email}`, label: email } : undefined,
    instagram: instagram ? { href: instagram, label: instagram } : undefined,
  };
}
