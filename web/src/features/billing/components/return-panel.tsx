import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface ReturnPanelProps {
  icon: ReactNode;
  /** Icon disc colours: green for done, saffron for waiting, muted for nothing happened. */
  iconClassName: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The pages the provider sends the cook back to: one message, centred, and where to go next. */
export function ReturnPanel({ icon, iconClassName, title, children, actions }: ReturnPanelProps) {
  return (
    <main className="mx-auto grid w-full max-w-xl px-4 py-10 sm:py-16">
      <Card className="grid justify-items-center gap-4 p-6 text-center sm:p-10">
        {/* One live region: each state's heading and words are read out as the page changes. */}
        <div role="status" className="grid justify-items-center gap-4">
          <span className={cn("grid size-16 place-items-center rounded-full", iconClassName)}>{icon}</span>
          <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
          <div className="grid gap-2 text-muted-foreground">{children}</div>
        </div>
        {actions && <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>}
      </Card>
    </main>
  );
}
