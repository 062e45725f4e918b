import { DomainError } from "@chefzap/shared";
import { z } from "zod";
import { texts } from "../texts.ts";
import { defineTool, refusal, type ToolServices } from "./tool.ts";

export const scanTool = (services: ToolServices) =>
  defineTool({
    name: "ler_foto",
    description:
      "Lê os ingredientes da foto que a pessoa mandou nesta mensagem e pede confirmação antes de criar a receita.",
    schema: z.object({}),
    async run(ctx) {
      if (!ctx.image)
        return {
          replies: [{ kind: "text", text: texts.askPhoto }],
          state: { awaiting: "photo" },
          summary: texts.askPhoto,
        };
      ctx.progress("analisando");
      try {
        const { ingredients } = await services.scanner.scan(ctx.user.id, Buffer.from(ctx.image.data));
        if (ingredients.length === 0)
          return {
            replies: [{ kind: "text", text: texts.scanNothing }],
            state: { awaiting: "photo" },
            summary: texts.scanNothing,
          };
        return {
          replies: [
            { kind: "list", title: "Encontrei na foto", items: ingredients },
            { kind: "text", text: texts.scanConfirm },
          ],
          state: { awaiting: "scan_confirm", scanned: ingredients },
          summary: `Ingredientes na foto: ${ingredients.join(", ")}. Aguardando a confirmação da pessoa.`,
        };
      } catch (error) {
        // The web's wording points at its ingredient list; in a chat the list is the next message.
        if (error instanceof DomainError && error.code === "scanner_unavailable")
          return {
            replies: [{ kind: "error", code: error.code, text: texts.scannerOff }],
            state: { awaiting: "ingredients" },
            summary: texts.scannerOff,
          };
        return refusal(error, ctx);
      }
    },
  });
