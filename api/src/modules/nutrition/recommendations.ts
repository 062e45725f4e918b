import type { RecipeTotals } from "./nutrition-calc.ts";
import type { Micros } from "./nutrition-result.ts";

const int = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A meal is about a third of the day: the thresholds below compare one serving with that share. */
const MEAL_SODIUM_MG = 2300 / 3;

/**
 * pt-BR advice read off the computed numbers, most pressing first. The text may be rewritten by a model
 * one day; the numbers in it never come from one.
 */
export function recommendations(
  totals: RecipeTotals,
  servings: number,
  micros: Micros,
  gramsCoverage: number,
): string[] {
  const out: string[] = [];
  const kcal = totals.sum.energyKcal;
  const perServingKcal = kcal / servings;
  if (gramsCoverage < 80)
    out.push(
      `Só ${one.format(gramsCoverage)}% dos ingredientes (em peso) foram encontrados na tabela TACO; os valores podem estar abaixo do real.`,
    );
  if (kcal <= 0) return out;
  if (micros.sodium > MEAL_SODIUM_MG)
    out.push(
      `O sódio por porção (${int.format(micros.sodium)} mg) passa de um terço do limite diário de 2.300 mg. Use menos sal e troque caldos prontos por alho, cebola e ervas.`,
    );
  const saturatedPct = ((totals.sum.saturatedG * 9) / kcal) * 100;
  if (saturatedPct > 10)
    out.push(
      `A gordura saturada responde por ${int.format(saturatedPct)}% das calorias (recomendado: até 10%). Prefira cortes magros, queijos brancos e azeite no lugar de manteiga.`,
    );
  const sugaryPct = (totals.sugaryKcal / kcal) * 100;
  if (sugaryPct >= 10)
    out.push(
      `Açúcar, mel, leite condensado e doces somam ${int.format(sugaryPct)}% das calorias (a OMS recomenda menos de 10%). Reduza o açúcar aos poucos ou sirva porções menores.`,
    );
  if (micros.fiber < 3)
    out.push(
      `Pouca fibra: ${one.format(micros.fiber)} g por porção (referência diária: 25 g). Acrescente legumes, verduras, feijão ou grãos integrais.`,
    );
  else if (micros.fiber >= 6)
    out.push(
      `Boa fonte de fibras: ${one.format(micros.fiber)} g por porção (${int.format((micros.fiber / 25) * 100)}% da referência diária).`,
    );
  if (perServingKcal > 800)
    out.push(
      `Porção bem calórica (${int.format(perServingKcal)} kcal). Divida em mais porções ou acompanhe com uma salada.`,
    );
  const protein = totals.sum.proteinG / servings;
  if (protein >= 20) out.push(`Boa quantidade de proteína: ${one.format(protein)} g por porção.`);
  else if (protein < 10 && perServingKcal > 300)
    out.push(
      `Pouca proteína (${one.format(protein)} g por porção): ovos, feijão, frango ou queijo branco equilibram o prato.`,
    );
  if (micros.vitaminC >= 27)
    out.push(
      `Rica em vitamina C: ${int.format(micros.vitaminC)} mg por porção (${int.format((micros.vitaminC / 90) * 100)}% da referência diária).`,
    );
  if (out.length === 0)
    out.push("Receita equilibrada: nenhum nutriente fora das referências diárias por porção.");
  return out;
}
