import { z } from "zod";
import { listaComprasItems, weekSummaryText } from "../../modules/menus/index.ts";
import { defineTool, refusal, type ToolServices } from "./tool.ts";

// A list reply holds 100 lines; a week's list is about 40, so this only guards a pathological profile.
const LIST_MAX = 100;

export const menuTool = (services: ToolServices) =>
  defineTool({
    name: "cardapio_da_semana",
    description:
      "Monta e salva o cardápio de 7 dias a partir do perfil nutricional salvo (metas de calorias e macros, refeições por dia, restrições, alergias, preferências) e mostra a semana e a lista de compras.",
    schema: z.object({}),
    async run(ctx) {
      ctx.progress("calculando");
      let planned: Awaited<ReturnType<typeof services.menus.generateFromProfile>>;
      try {
        planned = await services.menus.generateFromProfile(ctx.user);
      } catch (error) {
        return refusal(error, ctx);
      }
      if ("missing" in planned) {
        const text =
          `Para montar seu cardápio da semana, preciso do seu perfil nutricional completo. ` +
          `Falta: ${planned.missing.join(", ")}. Preencha em ${ctx.links.profile} e me peça de novo.`;
        return { replies: [{ kind: "text", text }], summary: text };
      }
      const { menu } = planned;
      const items = listaComprasItems(menu).slice(0, LIST_MAX);
      return {
        replies: [
          { kind: "text", text: `${weekSummaryText(menu)}\n\nVeja completo: ${ctx.links.menus}` },
          { kind: "list", title: "Lista de compras da semana", items },
        ],
        state: { lastMenuId: menu.id, lastMade: "menu" },
        summary: `Cardápio de 7 dias (${menu.totalCalories} kcal/dia, ${menu.mealsPerDay} refeições) e lista de compras com ${items.length} itens já mostrados à pessoa.`,
      };
    },
  });
