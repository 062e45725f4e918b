import { INBOUND_TEXT_MAX } from "@chefzap/shared";
import { SendHorizontal } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/pt-br-format";
import { ComposerNotice } from "./composer-notice";
import { PhotoButton } from "./photo-button";

// The counter appears only near the end, where it helps; before it, it is noise.
const COUNTER_FROM = INBOUND_TEXT_MAX - 400;

interface ComposerProps {
  ref: Ref<HTMLTextAreaElement>;
  disabled: boolean;
  offline: boolean;
  onSend: (text: string) => void;
  onPhoto: (file: File) => Promise<string | null>;
}

/** The cook's line: Enter sends, Shift+Enter starts a new line; a photo goes on its own. */
export function Composer({ ref, disabled, offline, onSend, onPhoto }: ComposerProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const counterId = useId();
  const empty = text.trim() === "";

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (empty || disabled) return;
    onSend(text.trim());
    setText("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An Enter that confirms an accented letter or a word on a phone keyboard is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <div className="border-t border-border bg-background/95 px-3 pt-2 pb-3 backdrop-blur sm:px-4">
      <ComposerNotice problem={problem} offline={offline} />
      <form onSubmit={submit} className="flex items-end gap-1.5 pr-16 md:pr-0">
        <PhotoButton disabled={disabled} onPhoto={onPhoto} onProblem={setProblem} />
        <label htmlFor={`${counterId}-input`} className="sr-only">
          Mensagem para o ChefZap
        </label>
        <Textarea
          ref={ref}
          id={`${counterId}-input`}
          rows={1}
          value={text}
          maxLength={INBOUND_TEXT_MAX}
          enterKeyHint="send"
          placeholder="O que tem em casa?"
          disabled={disabled}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 resize-none rounded-3xl px-4 py-2.5 [field-sizing:content]"
        />
        <Button
          type="submit"
          size="icon"
          className="shrink-0 rounded-full"
          aria-label="Enviar mensagem"
          disabled={empty || disabled}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
      <div className="mt-1 flex justify-between gap-3 px-12 text-xs text-muted-foreground md:pr-12">
        <p className="hidden md:block">Enter envia · Shift+Enter quebra a linha</p>
        {text.length >= COUNTER_FROM && (
          <p
            id={counterId}
            className={cn(
              "ml-auto tabular-nums",
              text.length >= INBOUND_TEXT_MAX && "font-semibold text-destructive",
            )}
          >
            {`${formatNumber(text.length)}/${formatNumber(INBOUND_TEXT_MAX)} `}
            <span className="sr-only">caracteres</span>
          </p>
        )}
      </div>
    </div>
  );
}
