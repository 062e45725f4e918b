import { AlertCircle, WifiOff } from "lucide-react";

/** Above the composer: why a photo cannot go, or that live answers wait for the connection. */
export function ComposerNotice({ problem, offline }: { problem: string | null; offline: boolean }) {
  return (
    <>
      {problem && (
        <p role="alert" className="mb-2 flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      {offline && (
        <p className="mb-2 flex items-start gap-1.5 text-sm text-muted-foreground">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Reconectando… As respostas aparecem assim que a conexão voltar.
        </p>
      )}
    </>
  );
}
