import { AlertCircle, Camera, ImageUp } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ScannerTips } from "./scanner-tips";

const ACCEPT = "image/jpeg,image/png,image/webp";

interface ScannerChooseProps {
  problem?: string;
  onFile: (file: File) => void;
}

/** Two inputs: `capture` opens the camera on phones, the plain one the gallery or file picker. */
export function ScannerChoose({ problem, onFile }: ScannerChooseProps) {
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after 'Nova foto'.
    event.target.value = "";
    if (file) onFile(file);
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={() => gallery.current?.click()}>
          <ImageUp aria-hidden="true" />
          Escolher foto
        </Button>
        <Button size="lg" variant="outline" onClick={() => camera.current?.click()}>
          <Camera aria-hidden="true" />
          Tirar foto
        </Button>
      </div>
      <input
        ref={gallery}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Foto dos ingredientes"
        onChange={picked}
      />
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Foto da câmera"
        onChange={picked}
      />
      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden="true" />
          <p>{problem}</p>
        </Alert>
      )}
      <ScannerTips />
    </div>
  );
}
