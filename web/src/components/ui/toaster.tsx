import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme-provider";

/** Spec part 1 §9: one toast at a time, 5 s, at most 420 px wide. */
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
      toastOptions={{ style: { maxWidth: 420 } }}
    />
  );
}
