import { RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/error-message";
import { useResumeSubscription } from "../api/change-subscription";
import { BusyButton } from "./busy-button";

/** Takes a cancellation back before the period ends: the next charge is on again. */
export function ResumeButton() {
  const resume = useResumeSubscription();
  const onClick = () =>
    resume.mutate(undefined, {
      onError: (error) =>
        toast.error("Não foi possível retomar a assinatura", { description: errorMessage(error) }),
    });
  return (
    <BusyButton
      className="w-full sm:w-auto"
      busy={resume.isPending}
      icon={<RotateCcw aria-hidden="true" />}
      label="Retomar assinatura"
      busyLabel="Retomando…"
      onClick={onClick}
    />
  );
}
