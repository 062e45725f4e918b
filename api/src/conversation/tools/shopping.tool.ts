import { buildShoppingList, shoppingListLines } from "@chefzap/shared";
import { z } from "zod";
import { listaComprasItems } from "../../modules/menus/index.ts";
import { ingredientAisles } from "../../modules/recipes/index.ts";
import {
  defineTool,
  lastRecipe,
  noRecipeYet,
  type ToolContext,
  type ToolResult,
  type ToolServices,
} from "./tool.ts";

/** The week's list of the menu made in this conversation, if it is still there. */
async function menuList(services: ToolServices, ctx: ToolContext): Promise<ToolResult | undefined> {
  if (!ctx.state.lastMenuId) return undefined;
  const menu = await services.menus.get(ctx.state.lastMenuId, ctx.user.id).catch(() => undefined);
  if (!menu) return undefined;
  const items = listaComprasItems(menu).slice(0, 100);
  return {
    replies: [{ kind: "list", title: "Lista de compras da semana", items }],
    summary: `Lista de compras do cardápio da semana com ${items.length} itens mostrada.`,
  };
}

export const shoppingTool = (services: ToolServices) =>
  defineTool({
    name: "lista_de_compras",
    description:
      "A lista de compras da última receita, por seção do mercado, em quantidades que se compram; com semana=true, a do último cardápio da semana.",
    schema: z.object({ semana: z.boolean().optional() }),
    async run(ctx, input) {
      const wantsWeek = input.semana ?? ctx.state.lastMade === "menu";
      if (wantsWeek) {
        const week = await menuList(services, ctx);
        if (week) return week;
      }
      const recipe = await lastRecipe(services, ctx);
      if (!recipe) return (await menuList(services, ctx)) ?? noRecipeYet();
      const list = buildShoppingList(recipe.ingredients, {
        aisles: ingredientAisles(recipe.ingredients),
        have: recipe.usedIngredients,
      });
      const items = shoppingListLines(list);
      return {
        replies: [{ kind: "list", title: `Lista de compras: ${recipe.title}`, items }],
        summary: `Lista de compras com ${items.length} itens mostrada.`,
      };
    },
  });
