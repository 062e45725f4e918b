import { formatNumber } from "@/lib/pt-br-format";

/** The api's ×10 average (0–50) as the community and recipe pages show it: 47 → "4,7". */
export function averageLabel(averageX10: number): string {
  return formatNumber(averageX10 / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Spec part 2 §3: the stars drawn are the average rounded, out of 5 (4,5 → 5; 4,4 → 4). */
export function roundedStars(averageX10: number): number {
  return Math.min(5, Math.max(0, Math.round(averageX10 / 10)));
}

export function ratingsCountLabel(count: number): string {
  return count === 1 ? "1 avaliação" : `${formatNumber(count)} avaliações`;
}

export function starsLabel(stars: number): string {
  return stars === 1 ? "1 estrela" : `${stars} estrelas`;
}
