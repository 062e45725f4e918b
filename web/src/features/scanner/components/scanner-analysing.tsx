import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ScannerPhoto } from "./scanner-photo";

// The api reports no progress; the bar eases toward 90% so the wait feels alive without lying about the end.
function useEasedProgress() {
  const [value, setValue] = useState(8);
  useEffect(() => {
    const timer = setInterval(() => setValue((v) => v + (90 - v) * 0.12), 300);
    return () => clearInterval(timer);
  }, []);
  return Math.round(value);
}

export function ScannerAnalysing({ image, onCancel }: { image: string; onCancel: () => void }) {
  const progress = useEasedProgress();
  return (
    <div className="space-y-4">
      <ScannerPhoto image={image} className="opacity-60" />
      <div className="space-y-2" role="status">
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Analisando ingredientes com IA…
        </p>
        <Progress value={progress} aria-label="Progresso da análise" />
      </div>
      <Button variant="outline" className="w-full" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
