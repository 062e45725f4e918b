import { Camera, Check, Info, X } from "lucide-react";
import { GuidePage } from "@/components/guide-page";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AVOID_TIPS, DO_TIPS, REQUIREMENTS, SCENARIOS } from "./scanner-guide-content";
import { TipList } from "./tip-list";

export function ScannerGuidePage() {
  useDocumentTitle("Scanner de Ingredientes");
  return (
    <GuidePage
      title="Scanner de Ingredientes"
      intro="Fotografe o que tem em casa e a IA monta a lista de ingredientes para a sua receita."
      icon={Camera}
      cta={{ label: "Começar a Escanear", icon: Camera }}
    >
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
    </GuidePage>
  );
}
