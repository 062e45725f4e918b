import { ImageUp, ScanSearch } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { ScannerPhoto } from "./scanner-photo";

interface ScannerPreviewProps {
  image: string;
  onAnalyse: () => void;
  onNewPhoto: () => void;
}

export function ScannerPreview({ image, onAnalyse, onNewPhoto }: ScannerPreviewProps) {
  return (
    <div className="space-y-4">
      <ScannerPhoto image={image} />
      <DialogFooter>
        <Button variant="outline" onClick={onNewPhoto}>
          <ImageUp aria-hidden="true" />
          Nova foto
        </Button>
        <Button onClick={onAnalyse}>
          <ScanSearch aria-hidden="true" />
          Analisar ingredientes
        </Button>
      </DialogFooter>
    </div>
  );
}
