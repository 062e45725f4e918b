import { ArrowDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown when answers arrived below while the cook was reading further up. */
export function NewMessagesButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="sm"
      className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-lg"
      onClick={onClick}
    >
      <ArrowDown aria-hidden="true" />
      Novas mensagens
    </Button>
  );
}
