import { definePrompt } from "../template.ts";

/** Rewrites a saved recipe according to the owner's request ("sem lactose", "para 6 pessoas"…). */
export const modifyRecipePrompt = definePrompt<{ receita: string; pedido: string }>(
  "modify-recipe",
  1,
  `Esta é a minha receita:
{{receita}}

Modifique-a atendendo a este pedido: "{{pedido}}".
Mantenha o que não for afetado pelo pedido. Ajuste título, ingredientes, quantidades, passos, tempo e porções quando o pedido exigir.
Em "usedIngredients" liste os ingredientes principais da nova versão; em "leftOut" o que você removeu e por quê.
Se o pedido não for sobre culinária ou for impossível, mantenha a receita e explique em "tips".`,
);
