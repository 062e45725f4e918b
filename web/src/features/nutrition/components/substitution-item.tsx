import { ArrowRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Substitution } from "../types";
import { DIFFICULTY } from "../lib/labels";

export function SubstitutionItem({ substitution: s }: { substitution: Substitution }) {
  return (
    <li className="grid gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold">
          <span>{s.original}</span>
          <ArrowRight aria-hidden="true" className="size-4 text-primary" />
          <span className="sr-only">{" por "}</span>
          <span>{s.alternative}</span>
        </p>
        <Badge>
          <span className="sr-only">Dificuldade: </span>
          {DIFFICULTY[s.difficulty]}
        </Badge>
      </div>
      <p className="text-sm">{s.benefit}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Impacto:</span> {s.nutritionalImpact}
      </p>
    </li>
  );
}
