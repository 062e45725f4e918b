import type { WeeklyMenu } from "@chefzap/shared";

const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const kcal = (n: number) => `${number.format(n)} kcal`;

/** "24/11/2026" from "2026-11-24", without going through a time zone. */
export function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

function targetLine(menu: WeeklyMenu): string {
  const t = menu.targets;
  return (
    `Semana de ${brazilianDate(menu.weekStartDate)} · meta de ${kcal(t.calories)}/dia ` +
    `(proteínas ${number.format(t.protein)} g, carboidratos ${number.format(t.carbs)} g, gorduras ${number.format(t.fat)} g)`
  );
}

const money = (centavos: number) =>
  (centavos / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

/** "Custo estimado da semana: R$ 96,40", or nothing for menus planned before costs were computed. */
function costLines(menu: WeeklyMenu): string[] {
  return menu.cost ? [`Custo estimado da semana: ${money(menu.cost.weekCentavos)}`] : [];
}

function remarks(menu: WeeklyMenu): string[] {
  const lines = [...menu.notes, ...menu.relaxations];
  return lines.length === 0 ? [] : ["", "Observações:", ...lines.map((line) => `- ${line}`)];
}

/** The wizard's `cardapio`: every day, meal, dish, portions and numbers, as plain text. */
export function cardapioText(menu: WeeklyMenu): string {
  const days = menu.days.flatMap((day) => [
    "",
    `${day.day.toLocaleUpperCase("pt-BR")} (${kcal(day.totalCalories)})`,
    ...Object.entries(day.meals).flatMap(([meal, dish]) => [
      `${meal} – ${dish.name} (${kcal(dish.calories)}, ${dish.time})`,
      `  ${dish.ingredients.join(", ")}`,
    ]),
  ]);
  const priced = menu.cost ? [...costLines(menu), menu.cost.note] : [];
  return [menu.title, targetLine(menu), ...priced, ...days, ...remarks(menu)].join("\n");
}

/** The wizard's `listaCompras`: the week's list by category, "name - quantity" as the page shows it. */
export function listaComprasText(menu: WeeklyMenu): string {
  const groups = menu.shoppingList.flatMap((group) => [
    "",
    group.category,
    ...group.items.map((item) => `- ${item.name} - ${item.quantity}`),
  ]);
  return ["Lista de Compras", ...groups].join("\n");
}

/** The list as chat lines: "Frango - 500 g", category by category. */
export function listaComprasItems(menu: WeeklyMenu): string[] {
  return menu.shoppingList.flatMap((group) => group.items.map((item) => `${item.name} - ${item.quantity}`));
}

/** The week in a chat message: each day's meals with their dish and kcal (WhatsApp markup). */
export function weekSummaryText(menu: WeeklyMenu): string {
  const days = menu.days.map((day) =>
    [
      `*${day.day}* (${kcal(day.totalCalories)})`,
      ...Object.entries(day.meals).map(([meal, dish]) => `• ${meal}: ${dish.name} (${kcal(dish.calories)})`),
    ].join("\n"),
  );
  return [`*${menu.title}*`, targetLine(menu), ...costLines(menu), "", ...days.flatMap((d) => [d, ""])]
    .join("\n")
    .trimEnd();
}
