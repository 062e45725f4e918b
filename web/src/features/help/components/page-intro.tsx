import type { ReactNode } from "react";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-3xl space-y-4 px-4 pt-10 pb-8 text-center md:pt-16">
      <p className="text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p>
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{children}</p>
    </header>
  );
}
