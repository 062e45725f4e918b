import { definePrompt } from "../template.ts";

/** Asks for a different dish for "Nova Versão", telling the model what to move away from. */
export const alternativeRecipePrompt = definePrompt<{
  ingredientes: string;
  nivel: string;
  tituloAtual: string;
  preparoAtual: string;
}>(
  "alternative-recipe",
  1,
  `Já tenho a receita "{{tituloAtual}}" com estes ingredientes: {{ingredientes}}.
Preparo atual:
{{preparoAtual}}
Crie uma versão alternativa: outro prato ou outra técnica com os mesmos ingredientes, claramente diferente da atual, para o nível {{nivel}}.
Em "usedIngredients" repita exatamente os nomes dos ingredientes que você usou; em "leftOut" os que ficaram de fora com o motivo.`,
);
