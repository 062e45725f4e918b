import { vi } from "vitest";

/** Contacts a test build is configured with; real builds take theirs from VITE_SUPPORT_*. */
export const SUPPORT = {
  whatsapp: "(21) 3456-7890",
  whatsappUrl: "https://wa.me/552134567890",
  email: "atendimento@exemplo.com.br",
  instagram: "https://www.instagram.com/exemplo",
} as const;

export function configureSupport(): void {
  vi.stubEnv("VITE_SUPPORT_WHATSAPP", SUPPORT.whatsapp);
  vi.stubEnv("VITE_SUPPORT_EMAIL", SUPPORT.email);
  vi.stubEnv("VITE_INSTAGRAM_URL", SUPPORT.instagram);
}
