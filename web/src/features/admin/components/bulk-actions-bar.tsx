import { Download, Mail, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatInteger } from "../lib/format-numbers";

interface BulkActionsBarProps {
  selected: number;
  /** How many users the filters match, when the api counted them. */
  matching: number | undefined;
  selectingAll: boolean;
  busy: boolean;
  exportHref: string;
  onSelectAll: () => void;
  onClear: () => void;
  onReset: () => void;
  onEmail: () => void;
}

/** The selection's count and what can be done with it; the buttons stay on so an empty selection is explained. */
export function BulkActionsBar(props: BulkActionsBarProps) {
  const { selected, matching, selectingAll, busy, exportHref } = props;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted/60 p-2 text-sm">
      <p className="px-1 font-semibold tabular-nums" aria-live="polite">
        {selected === 1 ? "1 selecionado" : `${formatInteger(selected)} selecionados`}
      </p>
      {matching !== undefined && matching > 0 && (
        <Button variant="link" size="sm" disabled={selectingAll} onClick={props.onSelectAll}>
          {selectingAll ? "Selecionando..." : `Selecionar todos os ${formatInteger(matching)} filtrados`}
        </Button>
      )}
      {selected > 0 && (
        <Button variant="link" size="sm" onClick={props.onClear}>
          Limpar seleção
        </Button>
      )}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button variant="outline" size="sm" disabled={busy} onClick={props.onReset}>
          <RotateCcw aria-hidden="true" />
          Resetar receitas
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={props.onEmail}>
          <Mail aria-hidden="true" />
          Enviar e-mail
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            Exportar usuários (CSV)
          </a>
        </Button>
      </div>
    </div>
  );
}
