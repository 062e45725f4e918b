import { LoaderCircle } from "lucide-react";
import type { Scanner } from "../hooks/use-scanner";
import { ScannerAnalysing } from "./scanner-analysing";
import { ScannerChoose } from "./scanner-choose";
import { ScannerPreview } from "./scanner-preview";
import { ScannerResults } from "./scanner-results";
import { ScannerUnavailable } from "./scanner-unavailable";

interface ScannerStepsProps {
  scanner: Scanner;
  onConfirm: () => void;
  onManualInput: () => void;
}

export function ScannerSteps({ scanner, onConfirm, onManualInput }: ScannerStepsProps) {
  const { state } = scanner;
  const newPhoto = scanner.reset;
  switch (state.step) {
    case "choose":
      return <ScannerChoose problem={state.fileProblem} onFile={(file) => void scanner.chooseFile(file)} />;
    case "preparing":
      return (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Preparando a foto…
        </p>
      );
    case "preview":
      return (
        <ScannerPreview image={state.image!} onAnalyse={() => void scanner.analyse()} onNewPhoto={newPhoto} />
      );
    case "analysing":
      return <ScannerAnalysing image={state.image!} onCancel={scanner.cancel} />;
    case "results":
      return <ScannerResults state={state} scanner={scanner} onNewPhoto={newPhoto} onConfirm={onConfirm} />;
    case "unavailable":
      return <ScannerUnavailable message={state.unavailableMessage} onManualInput={onManualInput} />;
  }
}
