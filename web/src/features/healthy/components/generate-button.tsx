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
    // "Fazer Login para Gerar Receita" at the large size is wider than the card (on a phone, it
    // pushed the button out of it): a smaller label, and the line breaks rather than overflow.
    <Button
      size="lg"
      className="h-auto min-h-12 w-full whitespace-normal px-4 py-2 text-center text-sm sm:px-6"
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      {pending
        ? "Gerando receita saudável..."
        : signedIn
          ? "Gerar Receita Saudável"
          : "Fazer Login para Gerar Receita"}
    </Button>
  );
}
