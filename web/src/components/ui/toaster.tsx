import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme-provider";

/**
 * Spec part 1 §9: one toast at a time, 5 s, at most 420 px wide. Sonner's own labels are English
 * ("Notifications", "Close toast"); screen readers read them in the page's language, so they are ours.
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      position="top-center"
      hotkey={["F8"]}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ style: { maxWidth: 420 }, closeButtonAriaLabel: "Fechar aviso" }}
    />
  );
}
