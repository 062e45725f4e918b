import { LoaderCircle, LogIn, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

interface GenerateButtonProps {
  signedIn: boolean;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function GenerateButton({ signedIn, pending, disabled, onClick }: GenerateButtonProps) {
  const Icon = pending ? LoaderCircle : signedIn ? Sparkles : LogIn;
  return (
    <Button size="lg" className="w-full" disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      {pending
        ? "Gerando receita saudável..."
        : signedIn
          ? "Gerar Receita Saudável"
          : "Fazer Login para Gerar Receita"}
    </Button>
  );
}
