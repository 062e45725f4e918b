import { Lightbulb } from "lucide-react";
import { Link } from "react-router";

export function ScannerTips() {
  return (
    <div className="space-y-2 rounded-lg bg-muted p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 text-accent-foreground" />
        Dicas para uma boa foto
      </p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Formatos aceitos: JPG, PNG, WEBP</li>
        <li>Tamanho máximo: 10MB</li>
        <li>Fotografe de 3 a 5 ingredientes, bem iluminados e separados</li>
      </ul>
      <Link
        to="/scanner-ajuda"
        className="inline-block font-semibold text-primary underline-offset-4 hover:underline"
      >
        Ver o guia do scanner
      </Link>
    </div>
  );
}
