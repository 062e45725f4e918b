import { REPORT_DETAILS_MAX_LENGTH, type ReportReason } from "@chefzap/shared";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { useSendReport } from "../api/report";
import { CharCounter } from "./char-counter";
import { ReportReasons } from "./report-reasons";

const NO_REASON = "Escolha o motivo da denúncia.";

interface ReportFormProps {
  recipeId: string;
  commentId?: string;
  onSent: () => void;
}

/** A reason and optional details; a failed send keeps both. */
export function ReportForm({ recipeId, commentId, onSent }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const report = useSendReport();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    setMissingReason(!reason);
    if (!reason) return;
    const text = details.trim();
    report.mutate({ recipeId, commentId, reason, details: text || undefined }, { onSuccess: onSent });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ReportReasons
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissingReason(false);
        }}
        invalid={missingReason}
        errorId={`${id}-reason`}
      />
      {missingReason && (
        <p id={`${id}-reason`} className="text-sm font-medium text-destructive">
          {NO_REASON}
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-details`}>Detalhes (opcional)</Label>
        <Textarea
          id={`${id}-details`}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          aria-describedby={`${id}-count`}
          className="min-h-20"
        />
        <CharCounter id={`${id}-count`} length={details.length} max={REPORT_DETAILS_MAX_LENGTH} />
      </div>
      {report.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{errorMessage(report.error)}</p>
        </Alert>
      )}
      <DialogFooter>
        <Button type="submit" variant="destructive" disabled={report.isPending}>
          {report.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {report.isPending ? "Enviando..." : "Enviar denúncia"}
        </Button>
      </DialogFooter>
    </form>
  );
}
