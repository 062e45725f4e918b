import { ArrowLeft, ArrowRight, Loader2, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

interface WizardNavProps {
  step: 1 | 2;
  ready: boolean;
  pending: boolean;
  onBack: () => void;
}

/** Anterior and Próximo (Gerar Cardápio on step 2), spec §4–§5; the forward one submits its step. */
export function WizardNav({ step, ready, pending, onBack }: WizardNavProps) {
  const last = step === 2;
  return (
    <div className="grid gap-2">
      {!ready && !pending && (
        <p className="text-sm text-muted-foreground sm:text-right">
          Preencha os campos marcados com * para continuar.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={step === 1 || pending}>
          <ArrowLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button type="submit" size="lg" disabled={!ready || pending}>
          {pending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : last ? (
            <Sparkles aria-hidden="true" />
          ) : null}
          {pending ? "Gerando cardápio..." : last ? "Gerar Cardápio" : "Próximo"}
          {!last && <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
