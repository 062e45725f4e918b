import { CircleCheck } from "lucide-react";
import { Card } from "@/components/ui/card";

const TIPS = [
  "Um título que diga o prato: “Bolo de fubá com goiabada”.",
  "Quantidades em medidas de casa: 2 xícaras (chá), 1 colher (sopa).",
  "Um passo por linha, na ordem em que você faz.",
  "Diga o ponto: “até dourar”, “até a massa soltar da panela”.",
  "Tempo total e porções de verdade ajudam quem vai cozinhar.",
] as const;

export function RecipeTipsCard() {
  return (
    <Card className="grid content-start gap-4 p-5">
      <h2 className="text-lg font-bold">Dicas para uma boa receita</h2>
      <ul className="grid gap-2">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}
