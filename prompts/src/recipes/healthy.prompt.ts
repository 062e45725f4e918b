import { definePrompt } from "../template.ts";

/**
 * A healthy recipe from the cook's ingredients. Every variable is written by the server from a
 * validated request (goal, restriction and limit names), never text a client sent; the numbers the
 * model gives are not trusted: the server computes them from TACO and checks the result.
 */
export const healthyRecipePrompt = definePrompt<{
  ingredientes: string;
  objetivo: string;
  restricoes: string;
  limites: string;
  versao: string;
}>(
  "healthy-recipe",
  1,
  `Crie uma receita saudável usando estes ingredientes que eu tenho: {{ingredientes}}.
Objetivo de saúde: {{objetivo}}.
Restrições alimentares (obrigatórias; nenhum ingrediente pode violá-las): {{restricoes}}.
Limites por porção: {{limites}}.
Prefira preparos leves (assado, cozido, grelhado, refogado com pouco óleo), pouco sal, gorduras insaturadas e vegetais.
Se um ingrediente meu violar uma restrição, deixe-o de fora e explique em "leftOut".
Em "usedIngredients" repita exatamente os nomes que eu escrevi e que você usou. Cite cada ingrediente usado em pelo menos um passo do preparo.
Inclua uma dica útil em "tips" e substituições possíveis em "substitutions".
{{versao}}`,
);
