import { ImageUp, Plus, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/pt-br-format";
import type { Scanner, ScannerState } from "../hooks/use-scanner";
import { DetectedIngredient } from "./detected-ingredient";
import { ScannerPhoto } from "./scanner-photo";

interface ScannerResultsProps {
  state: ScannerState;
  scanner: Scanner;
  onNewPhoto: () => void;
  onConfirm: () => void;
}

export function ScannerResults({ state, scanner, onNewPhoto, onConfirm }: ScannerResultsProps) {
  const found = state.result?.ingredients ?? [];
  const count = state.selected.length;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <ScannerPhoto image={state.image!} className="size-16 shrink-0 object-cover" />
        <div className="text-sm">
          <p className="font-semibold">
            {found.length === 1 ? "1 ingrediente encontrado" : `${found.length} ingredientes encontrados`}
          </p>
          <p className="text-muted-foreground">
            Confiança: {formatNumber(state.result?.confidence ?? 0, { maximumFractionDigits: 0 })}%
          </p>
        </div>
      </div>
      {found.length === 0 ? (
        <p className="rounded-lg bg-muted p-4 text-sm">
          Não encontramos ingredientes nesta foto. Tente outra, mais próxima e bem iluminada.
        </p>
      ) : (
        <>
          <div className="-ml-3 flex flex-wrap gap-1">
            <Button size="sm" variant="ghost" onClick={scanner.selectAll}>
              Selecionar todos
            </Button>
            <Button size="sm" variant="ghost" onClick={scanner.selectNone}>
              Desmarcar todos
            </Button>
          </div>
          <ul aria-label="Ingredientes detectados" className="grid gap-2 sm:grid-cols-2">
            {found.map((name) => (
              <DetectedIngredient
                key={name}
                name={name}
                checked={state.selected.includes(name)}
                onChange={(on) => scanner.toggle(name, on)}
              />
            ))}
          </ul>
        </>
      )}
      {/* Three actions: the two secondary ones share a row on wide screens, the primary gets its own. */}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={onNewPhoto}>
          <ImageUp aria-hidden="true" />
          Nova foto
        </Button>
        <Button variant="outline" onClick={() => void scanner.analyse()}>
          <RefreshCw aria-hidden="true" />
          Analisar novamente
        </Button>
        <Button
          size="lg"
          className="order-first sm:order-last sm:col-span-2"
          onClick={onConfirm}
          disabled={found.length === 0}
        >
          <Plus aria-hidden="true" />
          {count === 1 ? "Adicionar 1 ingrediente" : `Adicionar ${count} ingredientes`}
        </Button>
      </div>
    </div>
  );
}
