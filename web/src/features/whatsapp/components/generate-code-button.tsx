import { KeyRound, LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

interface GenerateCodeButtonProps {
  again: boolean;
  isPending: boolean;
  onClick: () => void;
}

export function GenerateCodeButton({ again, isPending, onClick }: GenerateCodeButtonProps) {
  const Icon = isPending ? LoaderCircle : again ? RefreshCw : KeyRound;
  return (
    <Button onClick={onClick} disabled={isPending} className="w-full sm:w-auto sm:justify-self-start">
      <Icon aria-hidden="true" className={isPending ? "animate-spin" : undefined} />
      {isPending ? "Gerando código…" : again ? "Gerar novo código" : "Gerar código"}
    </Button>
  );
}
