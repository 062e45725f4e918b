import { describe, expect, it } from "vitest";
import { chatSystemPrompt } from "./chat-system.prompt.ts";

describe("chat system prompt", () => {
  const text = chatSystemPrompt.render({});

  it("keeps the chat on cooking, short and in pt-BR", () => {
    expect(text).toMatch(/Fale só de cozinha/);
    expect(text).toMatch(/só conversa sobre cozinha/);
    expect(text).toMatch(/português do Brasil, curto como uma mensagem de WhatsApp/);
  });

  it("sends nutrition numbers to the tool and tools before answers from memory", () => {
    expect(text).toMatch(/Nunca invente números de nutrição/);
    expect(text).toMatch(/use a ferramenta em vez de responder de cabeça/);
    for (const tool of ["gerar_receita", "ajustar_receita", "nutricao_da_receita", "lista_de_compras"])
      expect(text).toContain(tool);
  });

  it("has no hole and carries a name and version for tracing", () => {
    expect(text).not.toMatch(/\{\{/);
    expect([chatSystemPrompt.name, chatSystemPrompt.version]).toEqual(["chat-system", 1]);
  });
});
