import { WifiOff } from "lucide-react";
import { useOnline } from "./use-online";

/** Says why pages fail to load while offline, and what still works. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    // On phones it stops short of the menu button in the bottom-right corner, and sits under its panel.
    <div
      role="status"
      className="fixed right-22 bottom-4 left-4 z-40 flex items-start gap-2 rounded-xl bg-foreground px-4 py-3 text-sm text-background shadow-lg md:right-auto md:max-w-md"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>Você está sem internet. As receitas que você já abriu continuam disponíveis.</p>
    </div>
  );
}
