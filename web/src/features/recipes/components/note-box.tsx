import type { ReactNode } from "react";

export function NoteBox({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-xl border border-accent/60 bg-accent/15 p-4">
      <span className="mt-0.5 text-primary">{icon}</span>
      <div className="grid content-start gap-1">
        <h2 className="font-bold">{title}</h2>
        <p className="text-sm leading-relaxed whitespace-pre-line">{children}</p>
      </div>
    </section>
  );
}
