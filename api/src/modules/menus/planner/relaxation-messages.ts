import type { RelaxationKind } from "./types.ts";

/** What the cook reads when the plan gave something up (pt-BR). */
export const RELAXATION_MESSAGES: Record<RelaxationKind, string> = {
  fat_band: "A gordura do dia ficou fora da faixa para a energia caber na meta.",
  carbohydrate_band: "Os carboidratos do dia ficaram fora da faixa para a energia caber na meta.",
  protein_band: "As proteínas do dia ficaram fora da faixa para a energia caber na meta.",
  cooking_time:
    "Uma refeição passa do tempo de preparo escolhido: nenhuma outra opção respeitava suas restrições.",
  variety: "Um prato se repete em menos de 3 dias: não há pratos suficientes com suas restrições.",
  portion_bounds: "Algumas porções saíram do tamanho habitual para o dia chegar à meta de calorias.",
};
