/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { toast } from "@/lib/toast";

/**
 * Registers the service worker built with the app. A new version waits for the cook: switching
 * mid-recipe would reload the page under them. Its notice is the app's, so `startApp` comes first.
 */
export function registerWorker(startApp: () => Promise<void>): void {
  const update = registerSW({
    onNeedRefresh() {
      void startApp().then(() =>
        toast("Nova versão disponível", {
          id: "nova-versao",
          description: "Atualize para usar a versão mais recente do ChefZap.",
          duration: Infinity,
          action: { label: "Atualizar", onClick: () => void update(true) },
        }),
      );
    },
  });
}
