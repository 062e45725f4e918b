import { z } from "zod";

/**
 * Zod's own messages (wrong type, too big…) in Brazilian Portuguese, for the fields whose schema gives
 * no message of its own. Each process calls it once at start: the api before parsing any request, the
 * web before rendering.
 */
export function useBrazilianZodMessages(): void {
  z.config(z.locales.ptBR());
}
