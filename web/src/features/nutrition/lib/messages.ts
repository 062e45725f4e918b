/** Spec §8: the nutrition failure toast, word for word. */
export const NUTRITION_ERROR_TITLE = "Erro na análise nutricional";
export const NUTRITION_ERROR_DESCRIPTION = "Não foi possível calcular as informações nutricionais.";
