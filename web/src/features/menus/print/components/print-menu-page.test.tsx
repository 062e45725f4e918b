import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { signedInApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { aWeeklyMenu } from "../../week/test/factories";
import { WeeklyMenuScreen } from "./weekly-menu-screen";

const menu = aWeeklyMenu();

function renderPrint(path = `/cardapio-semanal?id=${menu.id}`) {
  signedInApi({
    "GET /api/session": { body: { user: aUser({ plan: "premium" }) } },
    [`GET /api/weekly-menus/${menu.id}`]: { body: menu },
    "GET /api/nutritional-profile": { body: null },
  });
  renderRoutes([{ path: "/cardapio-semanal", element: <WeeklyMenuScreen /> }], path);
  return userEvent.setup();
}

it("lays the week out as a table of days and meals, with the list after it", async () => {
  renderPrint();
  expect(await screen.findByRole("heading", { level: 1, name: menu.title })).toBeInTheDocument();
  expect(screen.getByText("Semana de 23/03/2026 · 1.620 kcal/dia")).toBeInTheDocument();
  const table = screen.getByRole("table", { name: "Cardápio da semana: refeições por dia" });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);
  expect(headers).toEqual([
    "Refeição",
    "Seg 23/03",
    "Ter 24/03",
    "Qua 25/03",
    "Qui 26/03",
    "Sex 27/03",
    "Sáb 28/03",
    "Dom 29/03",
  ]);
  const lunch = within(table).getByRole("row", { name: /^Almoço/ });
  expect(within(lunch).getAllByRole("cell")[1]).toHaveTextContent(
    "Arroz, feijão e frango 2700 kcal · 15 min",
  );
  expect(within(table).getByRole("row", { name: /^Total/ })).toHaveTextContent("1.606 kcal");
  expect(screen.getByText("Custo estimado da semana: R$ 96,40")).toBeInTheDocument();

  const list = screen.getByRole("region", { name: "Lista de Compras Inteligente" });
  expect(within(list).getByText("Frango - 1 kg")).toBeInTheDocument();
  expect(within(list).getByText("Ovo - 12 unidades")).toHaveClass("line-through");
});

it("prints with the Imprimir button", async () => {
  const print = vi.fn();
  vi.stubGlobal("print", print);
  const user = renderPrint();
  await screen.findByRole("table");
  await user.click(screen.getByRole("button", { name: "Imprimir" }));
  expect(print).toHaveBeenCalledOnce();
});

it("opens the wizard when no menu is named", async () => {
  renderPrint("/cardapio-semanal");
  expect(await screen.findByRole("heading", { level: 1, name: "Novo Cardápio Semanal" })).toBeInTheDocument();
  expect(await screen.findByText("Etapa 1 de 3")).toBeInTheDocument();
});
