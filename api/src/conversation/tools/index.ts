import { generateTool } from "./generate.tool.ts";
import { menuTool } from "./menu.tool.ts";
import { modifyTool } from "./modify.tool.ts";
import { myRecipesTool } from "./my-recipes.tool.ts";
import { nutritionTool } from "./nutrition.tool.ts";
import { scanTool } from "./scan.tool.ts";
import { shoppingTool } from "./shopping.tool.ts";
import type { ToolServices } from "./tool.ts";

export type { ChatTool, ToolContext, ToolResult, ToolServices } from "./tool.ts";

/** Every tool of the chat; a new one (a weekly menu) is one more file and one more line here. */
export function createTools(services: ToolServices) {
  return {
    generate: generateTool(services),
    scan: scanTool(services),
    modify: modifyTool(services),
    nutrition: nutritionTool(services),
    shopping: shoppingTool(services),
    myRecipes: myRecipesTool(services),
    weeklyMenu: menuTool(services),
  };
}

export type Tools = ReturnType<typeof createTools>;
