import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_URL, type Say } from "./whatsapp-chat.ts";

/**
 * A linked Premium cook's twelve messages, typed as people type on WhatsApp, with the follow-ups that
 * lean on what was said before, and what the cook would notice in each answer. Every channel holds
 * it over its own path; only the mixed request (step 8) differs between them, so that both of its
 * forms are covered.
 */

const REFUSAL = /só converso sobre cozinha/i;
/** Words people type around their ingredients that are not food. */
const FILLER = /\b(aqui|kkk+|oi|pessoas?)\b/i;
const EGG = /\bovos?\b/i;

export type MixedRequest =
  { kind: "calories and list"; text: string } | { kind: "dish and list"; text: string; title: RegExp };

/** The lines under *Ingredientes* of every recipe card in an answer. */
export function ingredientLines(answer: string): string[] {
  return [...answer.matchAll(/\*Ingredientes\*\n((?:• .*\n?)+)/g)].flatMap((m) =>
    m[1]!
      .trim()
      .split("\n")
      .map((line) => line.slice(2)),
  );
}

const titleOf = (answer: string) => /^\*([^*\n]+)\*\nRende/m.exec(answer)?.[1] ?? "";
const recipeUrls = (answer: string) => [...answer.matchAll(/Receita completa: (\S+)/g)].map((m) => m[1]!);
const servingsOf = (answer: string) => Number(/Rende (\d+) porç/.exec(answer)?.[1] ?? NaN);
const kcalLine = (answer: string) => answer.split("\n").find((line) => /\d+ kcal/.test(line));

/**
 * Registers the conversation as one `it` per thing a cook would notice; `open` links a fresh number
 * and returns how to talk as it through the channel. The messages are sent once, in order, before
 * the checks.
 */
export function describeKitchenConversation(
  channel: string,
  open: () => Promise<Say>,
  mixed: MixedRequest,
): void {
  const messages = [
    "olá, td certo por aí?",
    "oi tenho arroz ovo e ervilha aqui kkk oq eu faço pra 5 pessoas",
    "pode tirar o ovo?",
    "e se for pra oito?",
    "quantas calorias tem por porção?",
    "brigadão!!",
    "faz um escondidinho de carne seca",
    mixed.text,
    "kkkkk",
    "quem ganhou o jogo ontem?",
    "me manda o link da receita",
    "valeu, falou",
  ] as const;
  const answers: string[] = [];
  const answer = (step: number) => answers[step - 1] ?? "";

  describe(`a 12-message conversation through ${channel}`, () => {
    beforeAll(async () => {
      const say = await open();
      for (const text of messages) answers.push(await say(text));
    }, 60_000);

    it("1. answers a greeting with a tail warmly, with the options, never with a refusal", () => {
      expect(answer(1)).toMatch(/^Oi!/);
      expect(answer(1)).toContain("1. Receita com o que tenho");
      expect(answer(1)).not.toMatch(REFUSAL);
    });

    it("2. makes a recipe for 5 from a run-on message, with no filler word in an ingredient line", () => {
      const lines = ingredientLines(answer(2));
      expect(servingsOf(answer(2))).toBe(5);
      for (const food of [/arroz/i, /ervilha/i, EGG])
        expect(lines.some((line) => food.test(line))).toBe(true);
      expect(lines.filter((line) => FILLER.test(line))).toEqual([]);
    });

    it("3. takes the egg out of that recipe when asked as a question, keeping the rest", () => {
      const lines = ingredientLines(answer(3));
      expect(lines.filter((line) => EGG.test(line))).toEqual([]);
      expect(titleOf(answer(3))).toContain(titleOf(answer(2)));
      for (const food of [/arroz/i, /ervilha/i]) expect(lines.some((line) => food.test(line))).toBe(true);
    });

    it("3. takes the egg out without putting another food in its place", () => {
      const before = ingredientLines(answer(2)).filter((line) => !EGG.test(line));
      expect(ingredientLines(answer(3))).toEqual(before);
    });

    it("4. scales the same recipe to 8 on a short follow-up", () => {
      expect(servingsOf(answer(4))).toBe(8);
      expect(titleOf(answer(4))).toContain(titleOf(answer(2)));
      expect(ingredientLines(answer(4)).filter((line) => EGG.test(line))).toEqual([]);
    });

    it("5. answers kcal per portion and cites TACO on one short line", () => {
      expect(answer(5)).toMatch(/por porção/i);
      expect(kcalLine(answer(5))).toBeDefined();
      const source = answer(5)
        .split("\n")
        .filter((line) => /TACO/.test(line));
      expect(source).toHaveLength(1);
      expect(source[0]!.length).toBeLessThanOrEqual(140);
    });

    it("6. answers thanks warmly, never with a refusal", () => {
      expect(answer(6)).toMatch(/de nada|por nada|😊/i);
      expect(answer(6)).not.toMatch(REFUSAL);
    });

    it("7. makes the dish named", () => {
      expect(titleOf(answer(7))).toMatch(/^Escondidinho/);
    });

    if (mixed.kind === "calories and list")
      describe("8. asked for the calories and the shopping list in one message", () => {
        it("sends the last recipe's shopping list", () => {
          expect(answer(8)).toContain(`*Lista de compras: ${titleOf(answer(7))}*`);
        });
        it("answers the calories too", () => {
          expect(kcalLine(answer(8))).toBeDefined();
        });
      });
    else
      it("8. makes the dish named and sends that recipe's shopping list", () => {
        expect(titleOf(answer(8))).toMatch(mixed.title);
        expect(answer(8)).toContain(`*Lista de compras: ${titleOf(answer(8))}*`);
      });

    it("9. answers laughter shortly and kindly, never with a refusal", () => {
      expect(answer(9).length).toBeGreaterThan(0);
      expect(answer(9).length).toBeLessThanOrEqual(160);
      expect(answer(9)).not.toMatch(REFUSAL);
    });

    it("10. answers an off-topic question with what ChefZap can do", () => {
      expect(answer(10)).toMatch(REFUSAL);
      expect(answer(10)).toMatch(/receitas/i);
    });

    it("11. sends the link of the last recipe on the app's address", () => {
      const last = [7, 8].flatMap((step) => recipeUrls(answer(step))).at(-1);
      expect(last).toMatch(new RegExp(`^${PUBLIC_URL}/recipes/[0-9a-f-]{36}$`));
      expect(answer(11)).toContain(last);
    });

    it("12. says goodbye", () => {
      expect(answer(12)).toMatch(/até mais|tchau|até logo/i);
      expect(answer(12)).not.toMatch(REFUSAL);
    });
  });
}
