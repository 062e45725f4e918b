import type { WeeklyMenu } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { sentBodies, type StubHandler } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import type { MenusTabProps } from "../../lib/weekly-menus-tabs";
import { renderWeeklyMenus } from "../../test/render-weekly-menus";
import { aWeeklyMenu } from "../test/factories";
import { MenusTab } from "./menus-tab";

function TabWithToasts(props: MenusTabProps) {
  return (
    <>
      <MenusTab {...props} />
      <Toaster />
    </>
  );
}

function renderTab(
  menus: WeeklyMenu[] | StubHandler,
  routes: Record<string, StubHandler> = {},
  plan = "premium",
) {
  return renderWeeklyMenus("/cardapios-semanais", {
    MenusTab: TabWithToasts,
    routes: {
      "GET /api/session": { body: { user: aUser({ plan: plan as "premium" | "free" }) } },
      "GET /api/weekly-menus": Array.isArray(menus) ? { body: menus } : menus,
      ...routes,
    },
  });
}

const older = aWeeklyMenu({
  id: "5b0f9c1e-0000-4000-8000-000000000002",
  title: "Cardápio Semanal – Saúde Geral",
  weekStartDate: "2026-03-16",
});

it("shows three skeleton cards while the menus load", async () => {
  renderTab(() => new Promise(() => {}));
  expect(await screen.findByRole("status", { name: "Carregando cardápios" })).toBeInTheDocument();
  expect(screen.getAllByTestId("menu-skeleton")).toHaveLength(3);
});

it("offers the first menu when there is none, and the plans to a free account instead", async () => {
  const premium = renderTab([]);
  expect(await screen.findByText("Nenhum cardápio encontrado")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Gerar Primeiro Cardápio" })).toHaveAttribute(
    "href",
    "/cardapio-semanal?novo=1",
  );
  premium.view.unmount();

  renderTab([], {}, "free");
  expect(await screen.findByText("Nenhum cardápio encontrado")).toBeInTheDocument();
  expect(screen.getByText(/Cardápios semanais são do plano Premium/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Conhecer o Premium" })).toHaveAttribute("href", "/subscribe");
  expect(screen.queryByRole("link", { name: "Gerar Primeiro Cardápio" })).not.toBeInTheDocument();
});

it("shows the newest menu open and the older ones folded until asked", async () => {
  const { user } = renderTab([aWeeklyMenu(), older]);
  const latest = await screen.findByRole("region", { name: "Último Cardápio Criado" });
  expect(within(latest).getByText("Cardápio Semanal – Perda de Peso")).toBeInTheDocument();
  expect(within(latest).getByText("Semana de 23/03/2026")).toBeInTheDocument();
  expect(within(latest).getByText("1.620 kcal/dia")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Gerar Novo Cardápio Semanal" })).toHaveAttribute(
    "href",
    "/cardapio-semanal?novo=1",
  );
  expect(within(latest).getByRole("link", { name: "Abrir para imprimir" })).toHaveAttribute(
    "href",
    `/cardapio-semanal?id=${aWeeklyMenu().id}`,
  );

  const previous = screen.getByRole("region", { name: "Cardápios Anteriores (1)" });
  const fold = within(previous).getByRole("button", { name: /Cardápio Semanal – Saúde Geral/ });
  expect(fold).toHaveAttribute("aria-expanded", "false");
  expect(within(previous).queryByRole("group", { name: "Dias da semana" })).not.toBeInTheDocument();
  await user.click(fold);
  expect(fold).toHaveAttribute("aria-expanded", "true");
  expect(within(previous).getByRole("group", { name: "Dias da semana" })).toBeInTheDocument();
});

it("shows the meals of the day picked, with kcal, time, portions and the day against the target", async () => {
  const { user } = renderTab([aWeeklyMenu()]);
  const monday = await screen.findByRole("button", { name: "Segunda-feira, 23/03" });
  expect(monday).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByText("Pão com ovo 1")).toBeInTheDocument();
  expect(screen.getByText("Total do dia: 1.600 kcal")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Terça-feira, 24/03" }));
  const tuesday = screen.getByRole("region", { name: "Terça-feira" });
  expect(within(tuesday).getByText("Arroz, feijão e frango 2")).toBeInTheDocument();
  expect(within(tuesday).getByText("Almoço")).toBeInTheDocument();
  expect(within(tuesday).getByText("700 kcal")).toBeInTheDocument();
  expect(within(tuesday).getByText("150 g de arroz (peso cozido) · 120 g de frango")).toBeInTheDocument();
  expect(within(tuesday).getByText("Total do dia: 1.601 kcal")).toBeInTheDocument();
  expect(screen.queryByText("Pão com ovo 1")).not.toBeInTheDocument();
});

it("switches to the shopping list, and a tick is saved and struck through", async () => {
  // The api keeps the tick: the list read again once it settles must still show it.
  const menu = aWeeklyMenu();
  const { user, fetchMock } = renderTab(() => ({ body: [menu] }), {
    "PUT /api/weekly-menus/5b0f9c1e-0000-4000-8000-000000000001/shopping-item": (body) => {
      const { categoryIndex, itemIndex, checked } = body as {
        categoryIndex: number;
        itemIndex: number;
        checked: boolean;
      };
      menu.shoppingList[categoryIndex]!.items[itemIndex]!.checked = checked;
      return { body: menu };
    },
  });
  await user.click(await screen.findByRole("button", { name: "Lista de Compras" }));
  const list = screen.getByRole("region", { name: "Lista de Compras Inteligente" });
  expect(within(list).getByRole("region", { name: /Proteínas/ })).toBeInTheDocument();
  expect(within(list).getByRole("checkbox", { name: "Ovo - 12 unidades" })).toBeChecked();
  expect(within(list).getByText("Ovo - 12 unidades")).toHaveClass("line-through");

  const chicken = within(list).getByRole("checkbox", { name: "Frango - 1 kg" });
  expect(chicken).not.toBeChecked();
  await user.click(chicken);
  await waitFor(() => expect(chicken).toBeChecked());
  expect(within(list).getByText("Frango - 1 kg")).toHaveClass("line-through");
  await waitFor(() =>
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/weekly-menus")).toHaveLength(2),
  );
  expect(chicken).toBeChecked();
  expect(sentBodies(fetchMock, `PUT /api/weekly-menus/${menu.id}/shopping-item`)).toEqual([
    { categoryIndex: 0, itemIndex: 0, checked: true },
  ]);
});

it("puts a tick back and says so when the server refuses it", async () => {
  // Only the first read answers, so nothing but the rollback can untick the box.
  let reads = 0;
  const list = () => (reads++ === 0 ? { body: [aWeeklyMenu()] } : new Promise<never>(() => {}));
  const { user } = renderTab(list, {
    "PUT /api/weekly-menus/5b0f9c1e-0000-4000-8000-000000000001/shopping-item": {
      status: 404,
      body: { error: "not_found", message: "Item não encontrado na lista de compras." },
    },
  });
  await user.click(await screen.findByRole("button", { name: "Lista de Compras" }));
  const abobrinha = screen.getByRole("checkbox", { name: "Abobrinha - 600 g" });
  await user.click(abobrinha);
  expect(await screen.findByText("Não foi possível salvar o item da lista.")).toBeInTheDocument();
  expect(screen.getByText("Item não encontrado na lista de compras.")).toBeInTheDocument();
  await waitFor(() => expect(abobrinha).not.toBeChecked());
});
