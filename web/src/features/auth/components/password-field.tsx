import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { LabelledField } from "@/components/ui/labelled-field";

interface PasswordFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A password input with a show/hide toggle, its hint and error read with it by screen readers. */
export function PasswordField({ id, label, error, hint, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...inputProps} type={visible ? "text" : "password"} className="pr-12" />
          <button
            type="button"
            aria-label={`Mostrar ${label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </LabelledField>
  );
}
