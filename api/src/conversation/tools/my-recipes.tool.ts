import { z } from "zod";
import { texts } from "../texts.ts";
import { defineTool, type ToolServices } from "./tool.ts";

const SHOWN = 5;

export const myRecipesTool = (services: ToolServices) =>
  defineTool({
    name: "minhas_receitas",
    description: "As receitas mais recentes da pessoa, com o link de cada uma.",
    schema: z.object({}),
    async run(ctx) {
      const recipes = (await services.recipes.listByUser(ctx.user.id)).slice(0, SHOWN);
      if (recipes.length === 0)
        return { replies: [{ kind: "text", text: texts.noRecipes }], summary: texts.noRecipes };
      return {
        replies: [
          {
            kind: "list",
            title: "Suas receitas mais recentes",
            items: recipes.map((r) => `${r.title}: ${ctx.links.recipe(r.id)}`),
          },
        ],
        summary: `Mostradas ${recipes.length} receitas.`,
      };
    },
  });
