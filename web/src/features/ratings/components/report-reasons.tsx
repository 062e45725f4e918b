import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@chefzap/shared";
import { cn } from "@/lib/cn";

interface ReportReasonsProps {
  value: ReportReason | undefined;
  onChange: (reason: ReportReason) => void;
  invalid: boolean;
  errorId: string;
}

export function ReportReasons({ value, onChange, invalid, errorId }: ReportReasonsProps) {
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Motivo</legend>
      {REPORT_REASONS.map((reason) => (
        <label
          key={reason}
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            value === reason ? "border-primary bg-primary/10 font-medium" : "border-input hover:bg-muted",
          )}
        >
          <input
            type="radio"
            name="report-reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="size-4 accent-primary"
          />
          {REPORT_REASON_LABELS[reason]}
        </label>
      ))}
    </fieldset>
  );
}
