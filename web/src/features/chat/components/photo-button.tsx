import { Camera, LoaderCircle } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";

interface PhotoButtonProps {
  disabled: boolean;
  /** Resolves with why the photo cannot go, or null once it is on its way. */
  onPhoto: (file: File) => Promise<string | null>;
  onProblem: (problem: string | null) => void;
}

/** Opens the gallery or the camera (the phone offers both for image/*) and sends the photo. */
export function PhotoButton({ disabled, onPhoto, onProblem }: PhotoButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    setPreparing(true);
    onProblem(await onPhoto(file));
    setPreparing(false);
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 rounded-full text-muted-foreground hover:text-primary [&_svg]:size-5"
        aria-label={preparing ? "Preparando a foto…" : "Enviar foto dos ingredientes"}
        disabled={disabled || preparing}
        onClick={() => input.current?.click()}
      >
        {preparing ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Camera aria-hidden="true" />
        )}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Foto dos ingredientes"
        onChange={(event) => void picked(event)}
      />
    </>
  );
}
