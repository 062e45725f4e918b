/** GET /api/whatsapp/link: the api shows only the last four digits ("•••• 4321"). */
export interface WhatsappLink {
  linked: boolean;
  phone: string | null;
  linkedAt: string | null;
}

/** POST /api/whatsapp/link-code (Premium only). */
export interface LinkCodeResponse {
  code: string;
  expiresAt: string;
}
