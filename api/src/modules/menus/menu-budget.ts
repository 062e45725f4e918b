import { ORCAMENTO_RANGES, type Orcamento, type WeeklyMenuCost } from "@chefzap/shared";
import type { WeekCost } from "./planner/types.ts";

/**
 * The spec's orcamento bands (R$ 100 / 200 / 400) sit in a wizard that plans one person's week (one
 * energy target, portions "para 1 pessoa"), under the label "Orçamento Semanal": so a band is what one
 * person's food for the week may cost. Only the ceiling binds (spending less than a band's floor is
 * never a fault); premium has none.
 */
export function budgetCapCentavos(orcamento: Orcamento | null): number | undefined {
  const upTo = orcamento ? ORCAMENTO_RANGES[orcamento][1] : null;
  return upTo === null ? undefined : upTo * 100;
}

export interface StoredBudget {
  tier: Orcamento;
  capCentavos: number | null;
}

const TIER_NAMES: Record<Orcamento, string> = {
  economico: "Econômico",
  moderado: "Moderado",
  confortavel: "Confortável",
  premium: "Premium",
};
const PRICE_SOURCES =
  "preços por quilo de pesquisas de supermercado de 2023 a 2025 (Procon-SP/DIEESE, DIEESE, Kantar, Procon de Itajaí e levantamentos de jornais)";

const brl = (centavos: number) =>
  (centavos / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

/** How the week was priced, for every channel: what is counted, where prices come from, how much is estimated. */
function costNote(cost: WeekCost): string {
  const share = estimatedSharePct(cost);
  const estimated =
    share > 0
      ? `; ${share}% do valor vem de preços estimados a partir deles, para alimentos que as pesquisas não cobrem`
      : "";
  return `Estimativa para 1 pessoa, pelas porções do cardápio (não pelas embalagens inteiras), com ${PRICE_SOURCES}${estimated}.`;
}

function estimatedSharePct(cost: WeekCost): number {
  return cost.weekCentavos > 0 ? Math.round((100 * cost.estimatedCentavos) / cost.weekCentavos) : 0;
}

/** The cost as the API answers it. */
export function menuCost(cost: WeekCost, budget: StoredBudget | null): WeeklyMenuCost {
  return {
    weekCentavos: cost.weekCentavos,
    dayCentavos: cost.dayCentavos,
    includesEstimatedPrices: cost.estimatedCentavos > 0,
    estimatedSharePct: estimatedSharePct(cost),
    note: costNote(cost),
    budget: budget && {
      ...budget,
      met: budget.capCentavos === null || cost.weekCentavos <= budget.capCentavos,
    },
  };
}

/**
 * What the cook reads about the budget. A week that cannot fit is still served, the cheapest the planner
 * found within the energy, macros, restrictions and variety, with its real cost: a cook would rather see
 * what is possible and why than get no menu for asking for a cheap one.
 */
export function budgetNote(budget: StoredBudget | null, cost: WeekCost): string | null {
  if (!budget) return null;
  const name = TIER_NAMES[budget.tier];
  if (budget.capCentavos === null) return `Orçamento ${name}: sem limite de custo para a semana.`;
  const band = `Orçamento ${name} (até ${brl(budget.capCentavos)} por semana, por pessoa)`;
  if (cost.weekCentavos <= budget.capCentavos)
    return `${band}: o custo estimado da semana, ${brl(cost.weekCentavos)}, cabe no limite.`;
  return (
    `${band}: não coube. Este é o cardápio mais barato que encontramos sem sair das suas metas de calorias ` +
    `e nutrientes nem das suas restrições, com custo estimado de ${brl(cost.weekCentavos)}. ` +
    "Para caber, escolha um orçamento maior ou marque em Não gosto os alimentos mais caros (carnes, peixes, queijos, castanhas)."
  );
}
