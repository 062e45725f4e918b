import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

interface BusyButtonProps extends Omit<ButtonProps, "children" | "asChild"> {
  icon: ReactNode;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A button that says what it is doing while its request runs, and cannot be pressed twice. */
export function BusyButton({ icon, busy, label, busyLabel, disabled, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {busy ? busyLabel : label}
    </Button>
  );
}
