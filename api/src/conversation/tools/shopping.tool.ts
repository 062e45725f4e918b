import { buildShoppingList } from "@chefzap/shared";
import { z } from "zod";
import { ingredientAisles } from "../../modules/recipes/index.ts";
import { defineTool, lastRecipe, noRecipeYet, type ToolServices } from "./tool.ts";

/** As a list is written by hand: "300 g de frango", "2 batatas", "sal". */
function itemText(item: { quantity: string; unit: string; name: string }): string {
  if (!item.quantity) return item.name;
  return item.unit ? `${item.quantity} ${item.unit} de ${item.name}` : `${item.quantity} ${item.name}`;
}

export const shoppingTool = (services: ToolServices) =>
  defineTool({
    name: "lista_de_compras",
    description: "A lista de compras da última receita, por seção do mercado, em quantidades que se compram.",
    schema: z.object({}),
    async run(ctx) {
      const recipe = await lastRecipe(services, ctx);
      if (!recipe) return noRecipeYet();
      const groups = buildShoppingList(recipe.ingredients, 1, ingredientAisles(recipe.ingredients));
      const items = groups.flatMap((g) => g.items.map(itemText));
      return {
        replies: [{ kind: "list", title: `Lista de compras: ${recipe.title}`, items }],
        summary: `Lista de compras com ${items.length} itens mostrada.`,
      };
    },
  });
