import { randomUUID } from "node:crypto";
import { z } from "zod";
import { defineTool, lastRecipe, noRecipeYet, recipeReply, refusal, type ToolServices } from "./tool.ts";

const schema = z.object({ request: z.string().trim().min(2).max(500) });

export const modifyTool = (services: ToolServices) =>
  defineTool({
    name: "ajustar_receita",
    description:
      "Ajusta a última receita da conversa como a pessoa pedir: trocar, tirar ou pôr ingrediente, porções, dieta, tempero, tempo ou modo de preparo.",
    schema,
    async run(ctx, input) {
      const recipe = await lastRecipe(services, ctx);
      if (!recipe) return noRecipeYet();
      ctx.progress("criando");
      try {
        const changed = await services.generation.modify(ctx.user, recipe.id, input.request, randomUUID());
        ctx.progress("pronta");
        return {
          replies: [recipeReply(changed, ctx)],
          state: { lastRecipeId: changed.id, lastMade: "recipe", awaiting: undefined, pending: undefined },
          summary: `Receita ajustada: ${changed.title}. Já foi mostrada à pessoa.`,
        };
      } catch (error) {
        return refusal(error, ctx);
      }
    },
  });
