import { z } from "zod";
import { weekSummaryText } from "../../modules/menus/index.ts";
import { defineTool, refusal, type ToolServices } from "./tool.ts";

export const menuTool = (services: ToolServices) =>
  defineTool({
    name: "cardapio_da_semana",
    description:
      "Monta e salva o cardápio de 7 dias a partir do perfil nutricional salvo (metas de calorias e macros, refeições por dia, restrições, alergias, preferências) e mostra a semana; a lista de compras dele sai pela ferramenta lista_de_compras (semana=true).",
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
          `Falta: ${planned.missing.join(", ")}. Preencha e me peça de novo.`;
        return {
          replies: [{ kind: "link", text, label: "Preencher o perfil", url: ctx.links.profile }],
          summary: text,
        };
      }
      const { menu } = planned;
      // The week and its list together run past a phone's screenful: the list comes when asked.
      return {
        replies: [
          {
            kind: "link",
            text: weekSummaryText(menu),
            label: "Ver o cardápio completo",
            url: ctx.links.menus,
          },
          {
            kind: "options",
            text: "Quer a lista de compras da semana?",
            options: [{ key: "5", label: "Lista de compras" }],
          },
        ],
        state: { lastMenuId: menu.id, lastMade: "menu" },
        summary: `Cardápio de 7 dias (${menu.totalCalories} kcal/dia, ${menu.mealsPerDay} refeições) mostrado à pessoa; a lista de compras da semana sai quando ela pedir.`,
      };
    },
  });
