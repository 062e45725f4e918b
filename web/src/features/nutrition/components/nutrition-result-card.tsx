import { isIncompleteCount } from "@chefzap/shared";
import { ChevronDown, Loader2, RefreshCw } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import type { NutritionAnalysis } from "../types";
import { formatKcal } from "../lib/format";
import { AllergiesTab } from "./allergies-tab";
import { ImprovementsTab } from "./improvements-tab";
import { NutritionError } from "./nutrition-error";
import { NutritionTab } from "./nutrition-tab";
import { TacoCredit } from "./taco-credit";

interface NutritionResultCardProps {
  analysis: NutritionAnalysis;
  onRecalculate: () => void;
  isPending: boolean;
  isStale: boolean;
  error: unknown;
}

export function NutritionResultCard({
  analysis,
  onRecalculate,
  isPending,
  isStale,
  error,
}: NutritionResultCardProps) {
  const [open, setOpen] = useState(true);
  const people = `${analysis.servings} ${analysis.servings === 1 ? "pessoa" : "pessoas"}`;
  const kcal = formatKcal(analysis.nutrition.perServing.calories);
  return (
    <Card aria-labelledby="nutrition-title" role="region" className="grid gap-4 p-5 sm:p-6">
      <Collapsible.Root open={open} onOpenChange={setOpen} className="grid gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="nutrition-title" className="text-xl font-bold">
              Informações nutricionais
            </h2>
            <p className="text-sm text-muted-foreground">
              {isIncompleteCount(analysis.count) ? `Pelo menos ${kcal}` : kcal} por porção · receita para{" "}
              {people}
            </p>
          </div>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={open ? "Recolher análise" : "Expandir análise"}>
              <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
              <span className="hidden sm:inline">{open ? "Recolher" : "Expandir"}</span>
            </Button>
          </Collapsible.Trigger>
        </div>
        {error && !isPending ? <NutritionError error={error} onRetry={onRecalculate} /> : null}
        <Collapsible.Content
          aria-busy={isPending}
          className={cn("grid gap-4 transition-opacity", isPending && "opacity-60")}
        >
          <Tabs defaultValue="nutricao">
            <TabsList className="grid-cols-3">
              <TabsTrigger value="nutricao">Nutrição</TabsTrigger>
              <TabsTrigger value="alergias">Alergias</TabsTrigger>
              <TabsTrigger value="melhorias">Melhorias</TabsTrigger>
            </TabsList>
            <TabsContent value="nutricao">
              <NutritionTab analysis={analysis} />
            </TabsContent>
            <TabsContent value="alergias">
              <AllergiesTab allergies={analysis.allergies} />
            </TabsContent>
            <TabsContent value="melhorias">
              <ImprovementsTab
                recommendations={analysis.recommendations}
                substitutions={analysis.substitutions}
              />
            </TabsContent>
          </Tabs>
        </Collapsible.Content>
        <Button
          variant={isStale ? "default" : "outline"}
          className="sm:justify-self-start"
          disabled={isPending}
          onClick={onRecalculate}
        >
          {isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {isPending ? "Analisando..." : "Recalcular Análise"}
        </Button>
      </Collapsible.Root>
      <TacoCredit citation={analysis.citation} />
    </Card>
  );
}
