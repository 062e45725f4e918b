import { AlertCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";

/** The chef could not do what was asked: its pt-BR reason, framed as a problem. */
export function ErrorReply({ text }: { text: string }) {
  return (
    <Alert
      variant="destructive"
      className="w-fit max-w-full rounded-2xl rounded-tl-md py-2.5 text-[0.9375rem]"
    >
      <AlertCircle aria-hidden="true" />
      <p className="[overflow-wrap:anywhere]">{text}</p>
    </Alert>
  );
}
