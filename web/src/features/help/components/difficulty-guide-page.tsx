import { ChefHat } from "lucide-react";
import { GuidePage } from "@/components/guide-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DIFFICULTY_GUIDE } from "./difficulty-guide-content";
import { DifficultyLevelCard } from "./difficulty-level-card";

/** /dificuldade (spec part 2, "Difficulty guide"): the five chef levels the recipes are rated by. */
export function DifficultyGuidePage() {
  useDocumentTitle("Sistema de Dificuldade");
  return (
    <GuidePage
      title="Sistema de Dificuldade"
      intro="Cada receita do ChefZap recebe um dos cinco níveis abaixo, pelo tempo, pela quantidade de ingredientes e pelas técnicas que pede. Descubra o seu e cozinhe no seu ritmo."
      cta={{ label: "Começar a Cozinhar", icon: ChefHat }}
    >
      <ol className="space-y-4">
        {DIFFICULTY_GUIDE.map((level) => (
          <li key={level.level}>
            <DifficultyLevelCard level={level} />
          </li>
        ))}
      </ol>
    </GuidePage>
  );
}
