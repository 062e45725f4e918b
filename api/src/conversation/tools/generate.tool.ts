import { randomUUID } from "node:crypto";
import { SKILL_LEVELS } from "@chefzap/shared";
import { z } from "zod";
import { defineTool, recipeReply, refusal, type ToolServices } from "./tool.ts";

const schema = z.object({
  ingredients: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  skillLevel: z.enum(SKILL_LEVELS.map((s) => s.id) as ["iniciante", "intermediario", "avancado"]).optional(),
  servings: z.number().int().min(1).max(12).optional(),
  dish: z.string().trim().min(2).max(60).optional(),
  /** Foods that only name the dish asked for (the chocolate of "um bolo de chocolate"): to buy, not at home. */
  dishFoods: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
});

export const generateTool = (services: ToolServices) =>
  defineTool({
    name: "gerar_receita",
    description:
      "Cria uma receita nova com os ingredientes que a pessoa tem, ou um prato pedido pelo nome (dish), para o número de pessoas pedido (servings). Use quando ela listar ingredientes ou pedir uma receita.",
    schema,
    async run(ctx, input) {
      ctx.progress("criando");
      try {
        const recipe = await services.generation.generate(
          ctx.user,
          {
            ingredients: input.ingredients,
            skillLevel: input.skillLevel ?? "iniciante",
            servings: input.servings,
            dish: input.dish,
            dishFoods: input.dishFoods,
          },
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
          state: { lastRecipeId: recipe.id, lastMade: "recipe", awaiting: undefined, pending: undefined },
          summary: `Receita criada: ${recipe.title} (${recipe.servings} porções). Já foi mostrada à pessoa.`,
        };
      } catch (error) {
        return refusal(error, ctx);
      }
    },
  });
