import { Camera, Keyboard } from "lucide-react";
import { useState } from "react";
import { IngredientChips } from "@/components/ingredients/ingredient-chips";
import { IngredientInput } from "@/components/ingredients/ingredient-input";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { HealthyForm } from "../hooks/use-healthy-form";
import type { ScannerSlot } from "../lib/scanner-slot";

const HEALTHY_INGREDIENT_INPUT_ID = "healthy-ingredient";

export function IngredientsCard({ form, Scanner }: { form: HealthyForm; Scanner?: ScannerSlot }) {
  const [tab, setTab] = useState("manual");

  function typeInstead() {
    setTab("manual");
    // The manual tab mounts its input on this render; focus it once it is there.
    requestAnimationFrame(() => document.getElementById(HEALTHY_INGREDIENT_INPUT_ID)?.focus());
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Seus ingredientes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="manual" className="h-auto min-h-9 py-1.5 text-center leading-tight">
              <Keyboard aria-hidden="true" className="mr-2 hidden size-4 sm:inline" />
              Digite Manualmente
            </TabsTrigger>
            <TabsTrigger value="foto" className="h-auto min-h-9 py-1.5 text-center leading-tight">
              <Camera aria-hidden="true" className="mr-2 hidden size-4 sm:inline" />
              Escaneie Foto
            </TabsTrigger>
          </TabsList>
          <TabsContent value="manual">
            <IngredientInput
              id={HEALTHY_INGREDIENT_INPUT_ID}
              placeholder="Ex.: tofu, brócolis, arroz"
              onAdd={form.add}
            />
          </TabsContent>
          <TabsContent value="foto" className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Fotografe sua geladeira ou bancada: os ingredientes encontrados entram na lista, sem repetir.
            </p>
            {Scanner ? (
              <Scanner onAdd={form.merge} onManualInput={typeInstead} />
            ) : (
              <p className="text-sm text-muted-foreground">O scanner não está disponível agora.</p>
            )}
          </TabsContent>
        </Tabs>
        <IngredientChips
          ingredients={form.ingredients}
          onRemove={form.remove}
          emptyText="Nenhum ingrediente ainda. Digite ou escaneie uma foto."
          tone="success"
        />
      </CardContent>
    </Card>
  );
}
