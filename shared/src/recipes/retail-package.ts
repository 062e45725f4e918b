import type { Unit } from "./ingredient-line.ts";

/** How a food is sold on a Brazilian shelf: one package and what it holds. */
export interface RetailPackage {
  /** The package as a shopper names it, singular and plural. */
  name: readonly [string, string];
  /** What one holds, in `measure`; for a food sold `loose`, the least a shopper asks the scale for. */
  size: number;
  /** Grams or millilitres; "dente" for garlic, sold by the head. */
  measure: "g" | "ml" | "dente";
  /**
   * Grams in a millilitre as a cook fills a cup or spoon, to read "2 xícaras de arroz" as grams; for
   * brewed coffee, the powder in a millilitre of the drink.
   */
  density?: number;
  /** The size is the same in every brand, or does not matter to a shopper: "2 latas", "1 maço". */
  plain?: boolean;
  /** Weighed at the counter (fruit by the cup, cheese to grate): the list shows grams, not packages. */
  loose?: boolean;
  /** The name on the shelf when the recipe's word does not say it: "milho" is bought as "milho em lata". */
  product?: string;
  /** How many of a recipe's pieces one package holds: a maço of couve has about ten folhas. */
  each?: Partial<Record<Unit, number>>;
  /** What the recipe makes of the product, named beside its amount: "café coado" from "pó de café". */
  usedAs?: string;
}

/** A package of `size` in `measure`, with what else is known of it. */
export const pack = (
  name: readonly [string, string],
  size: number,
  measure: RetailPackage["measure"],
  more: Omit<RetailPackage, "name" | "size" | "measure"> = {},
): RetailPackage => ({ name, size, measure, ...more });

/** A table row: the foods' names (accent-folded, every word singular) and how they are sold. */
export type RetailRow = readonly [readonly string[], RetailPackage];

export const GARRAFA = ["garrafa", "garrafas"] as const;
export const PACOTE = ["pacote", "pacotes"] as const;
export const CAIXA = ["caixa", "caixas"] as const;
export const CAIXINHA = ["caixinha", "caixinhas"] as const;
export const LATA = ["lata", "latas"] as const;
export const POTE = ["pote", "potes"] as const;
export const VIDRO = ["vidro", "vidros"] as const;
export const FRASCO = ["frasco", "frascos"] as const;
export const SACHE = ["sachê", "sachês"] as const;
export const MACO = ["maço", "maços"] as const;
export const BANDEJA = ["bandeja", "bandejas"] as const;
export const UNIDADE = ["unidade", "unidades"] as const;

/** A food weighed at the counter, read from cups with `density`; a shopper asks for `least` grams at the fewest. */
export const byWeight = (density: number, least = 100): RetailPackage =>
  pack(["g", "g"], least, "g", { density, loose: true });
