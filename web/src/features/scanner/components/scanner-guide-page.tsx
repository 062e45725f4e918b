import { ArrowLeft, Camera, Check, Info, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AVOID_TIPS, DO_TIPS, REQUIREMENTS, SCENARIOS } from "./scanner-guide-content";
import { TipList } from "./tip-list";

export function ScannerGuidePage() {
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 pt-8 pb-20 md:px-6">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Link>
      </Button>
      <header className="space-y-3 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary/10 text-primary">
          <Camera aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Scanner de Ingredientes</h1>
        <p className="mx-auto max-w-xl text-muted-foreground">
          Fotografe o que tem em casa e a IA monta a lista de ingredientes para a sua receita.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <TipList title="Faça assim" items={DO_TIPS} icon={Check} tone="success" />
        <TipList title="Evite" items={AVOID_TIPS} icon={X} tone="destructive" />
      </div>
      <section aria-labelledby="cenarios" className="space-y-4">
        <h2 id="cenarios" className="text-2xl font-bold">
          Quando usar
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {SCENARIOS.map((scenario) => (
            <Card key={scenario.title} className="space-y-1 p-5">
              <h3 className="font-semibold">{scenario.title}</h3>
              <p className="text-sm text-muted-foreground">{scenario.text}</p>
            </Card>
          ))}
        </div>
      </section>
      <TipList title="Requisitos técnicos" items={REQUIREMENTS} icon={Info} tone="primary" />
      <div className="text-center">
        <Button asChild size="lg">
          <Link to="/">
            <Camera aria-hidden="true" />
            Começar a Escanear
          </Link>
        </Button>
      </div>
    </main>
  );
}
