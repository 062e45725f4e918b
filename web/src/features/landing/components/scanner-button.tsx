import { Camera } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

// The photo scanner ships in a later release; the button says so instead of opening an empty dialog.
export function ScannerButton() {
  return (
    <Button
      variant="outline"
      className="w-full border-dashed"
      onClick={() =>
        toast.info("O scanner de ingredientes chega em breve", {
          description: "Por enquanto, digite os ingredientes ou escolha nas sugestões.",
        })
      }
    >
      <Camera aria-hidden="true" />
      Escanear ingredientes
      <span className="rounded-full bg-accent px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-accent-foreground uppercase">
        Em breve
      </span>
    </Button>
  );
}
