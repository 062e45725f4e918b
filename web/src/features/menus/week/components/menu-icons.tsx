import {
  Apple,
  Beef,
  Cookie,
  Coffee,
  Leaf,
  Milk,
  Moon,
  ShoppingBasket,
  Soup,
  Sprout,
  UtensilsCrossed,
  Wheat,
  type LucideIcon,
} from "lucide-react";

/** The six meals of the spec (§2), each with its own icon; a meal the api names otherwise gets a plate. */
export const MEAL_ICONS: Record<string, LucideIcon> = {
  "Café da manhã": Coffee,
  "Lanche da manhã": Apple,
  Almoço: UtensilsCrossed,
  "Lanche da tarde": Cookie,
  Jantar: Soup,
  Ceia: Moon,
};

/** The six aisles of the list (spec §2). */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  Proteínas: Beef,
  Carboidratos: Wheat,
  Vegetais: Leaf,
  Laticínios: Milk,
  Temperos: Sprout,
  Outros: ShoppingBasket,
};

interface IconProps {
  className?: string;
}

/** A meal's icon; a meal the api names otherwise gets a plate. */
export function MealIcon({ meal, className }: IconProps & { meal: string }) {
  const Icon = MEAL_ICONS[meal] ?? UtensilsCrossed;
  return <Icon aria-hidden="true" className={className} />;
}

/** An aisle's icon; an aisle the api names otherwise gets a basket. */
export function CategoryIcon({ category, className }: IconProps & { category: string }) {
  const Icon = CATEGORY_ICONS[category] ?? ShoppingBasket;
  return <Icon aria-hidden="true" className={className} />;
}
