import { definePrompt } from "../template.ts";

/**
 * "Criar com IA…": the author's own recipe, made clearer. The dish stays theirs; the author reads the
 * result and decides whether to keep it.
 */
export const improveRecipePrompt = definePrompt<{ receita: string }>(
  "improve-recipe",
  1,
  `Esta é uma receita que eu escrevi:
{{receita}}

Melhore a forma como ela está escrita, sem trocar o prato:
- Mantenha o mesmo prato, os mesmos ingredientes principais e o meu jeito de fazer. Não troque nem retire ingredientes; só acrescente o que faltar para a receita funcionar (sal, água, óleo) e explique em "changes".
- Dê quantidades em medida caseira a cada ingrediente que não tiver ("2 xícaras (chá) de arroz", "sal a gosto").
- Reescreva o modo de preparo em passos curtos, claros e na ordem certa, um por item, sem numeração.
- Mantenha tempo de preparo (cookingTime) e porções (servings), a não ser que estejam claramente errados.
- Em "description" escreva uma ou duas frases sobre o prato; em "tips" uma dica útil; em "substitutions" substituições possíveis.
- Em "changes" liste, em frases curtas, o que você mudou.`,
);
