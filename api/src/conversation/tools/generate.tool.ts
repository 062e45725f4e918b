import { randomUUID } from "node:crypto";
import { SKILL_LEVELS } from "@chefzap/shared";
import { z } from "zod";
import { defineTool, recipeReply, refusal, type ToolServices } from "./tool.ts";

const schema = z.object({
  ingredients: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  skillLevel: z.enum(SKILL_LEVELS.map((s) => s.id) as ["iniciante", "intermediario", "avancado"]).optional(),
});

export const generateTool = (services: ToolServices) =>
  defineTool({
    name: "gerar_receita",
    description:
      "Cria uma receita nova com os ingredientes que a pessoa tem. Use quando ela listar ingredientes ou pedir uma receita com algo.",
    schema,
    async run(ctx, input) {
      ctx.progress("criando");
      try {
        const recipe = await services.generation.generate(
          ctx.user,
          { ingredients: input.ingredients, skillLevel: input.skillLevel ?? "iniciante" },
          randomUUID(),
        );
        ctx.progress("pronta");
        return {
          replies: [
            recipeReply(recipe, ctx),
            {
              kind: "options",
              text: "Quer mais alguma coisa?",
              options: [
                { key: "3", label: "Ajustar a receita" },
                { key: "4", label: "Nutrição e alergias" },
                { key: "5", label: "Lista de compras" },
              ],
            },
          ],
          state: { lastRecipeId: recipe.id, awaiting: undefined },
          summary: `Receita criada: ${recipe.title} (${recipe.servings} porções). Já foi mostrada à pessoa.`,
        };
      } catch (error) {
        return refusal(error, ctx);
      }
    },
  });
