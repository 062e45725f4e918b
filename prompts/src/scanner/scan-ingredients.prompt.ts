import { definePrompt } from "../template.ts";

/**
 * Asks a vision model for the food it sees in the cook's photo (fridge, pantry, counter). The answer is
 * structured: one entry per ingredient with a 0–1 confidence; the api normalises and merges the names.
 */
export const scanIngredientsPrompt = definePrompt<Record<string, never>>(
  "scan-ingredients",
  1,
  `Você é um assistente de cozinha brasileiro. Olhe a foto e liste os ingredientes (alimentos) que aparecem nela.

Regras:
- Escreva cada ingrediente em português do Brasil, no singular e em minúsculas, pelo nome comum do alimento ("tomate", "ovo", "peito de frango", "queijo muçarela").
- Não inclua marcas, embalagens, utensílios, móveis, pratos, eletrodomésticos nem nada que não seja comida.
- Liste cada ingrediente uma única vez, mesmo que apareça várias vezes.
- Em "confidence" dê um número de 0 a 1 indicando o quanto você tem certeza de que o alimento está na foto.
- Se não houver nenhum alimento na foto, devolva a lista "ingredients" vazia. Não invente ingredientes.`,
);
