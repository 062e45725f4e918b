import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface GuidePageProps {
  title: string;
  intro: string;
  /** Shown in a tile above the title. */
  icon?: LucideIcon;
  /** The closing button back to the landing, where the guide's advice is put to use. */
  cta: { label: string; icon: LucideIcon };
  children: ReactNode;
}

/** The frame of the static guides (spec part 2): back to /, title and intro, content, a way to start. */
export function GuidePage({ title, intro, icon: Icon, cta, children }: GuidePageProps) {
  const CtaIcon = cta.icon;
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 pt-8 pb-20 md:px-6">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Link>
      </Button>
      <header className="space-y-3 text-center">
        {Icon && (
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mx-auto max-w-xl text-muted-foreground">{intro}</p>
      </header>
      {children}
      <div className="text-center">
        <Button asChild size="lg">
          <Link to="/">
            <CtaIcon aria-hidden="true" />
            {cta.label}
          </Link>
        </Button>
      </div>
    </main>
  );
}
