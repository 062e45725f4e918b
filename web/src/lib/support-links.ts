import { normalizeWhatsapp, SUPPORT_EMAIL, SUPPORT_WHATSAPP } from "@chefzap/shared";

/** wa.me wants the country code and digits only: (11) 99999-9999 → 5511999999999. */
export const supportWhatsappUrl = `https://wa.me/55${normalizeWhatsapp(SUPPORT_WHATSAPP)}`;

export const supportMailto = `mailto:${SUPPORT_EMAIL}`;

// Placeholder handle until marketing confirms the official profile.
export const instagramUrl = "https://www.instagram.com/chefzap";
