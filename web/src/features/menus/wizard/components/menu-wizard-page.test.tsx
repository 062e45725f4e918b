import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { sentBodies, signedInApi, type StubHandler } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { WeeklyMenuScreen } from "../../print";
import { aProfile, completeProfile } from "../../test/factories";
import { aWeeklyMenu } from "../../week/test/factories";

const menu = aWeeklyMenu();

function renderWizard(routes: Record<string, StubHandler> = {}, plan: "free" | "premium" = "premium") {
  const fetchMock = signedInApi({
    "GET /api/session": { body: { user: aUser({ plan }) } },
    "GET /api/nutritional-profile": { body: aProfile(completeProfile) },
    "POST /api/generate-structured-menu": { status: 201, body: menu },
    [`GET /api/weekly-menus/${menu.id}`]: { body: menu },
    "GET /api/weekly-menus": { body: [menu] },
    ...routes,
  });
  renderRoutes(
    [
      { path: "/cardapio-semanal", element: <WeeklyMenuScreen /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/cardapio-semanal?novo=1",
  );
  return { fetchMock, user: userEvent.setup() };
}

it("walks the three steps from the saved profile and shows the week it planned", async () => {
  const { fetchMock, user } = renderWizard();
  expect(await screen.findByText("Etapa 1 de 3")).toBeInTheDocument();
  expect(screen.getByText("33%")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Voltar ao Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(screen.getByLabelText(/Idade/)).toHaveValue(34);
  expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: /Próximo/ }));
  expect(await screen.findByText("Etapa 2 de 3")).toBeInTheDocument();
  expect(screen.getByText("67%")).toBeInTheDocument();
  const generate = screen.getByRole("button", { name: "Gerar Cardápio" });
  expect(generate).toBeDisabled();

  await user.selectOptions(screen.getByLabelText(/Estilo Alimentar/), "vegetariano");
  await user.selectOptions(screen.getByLabelText(/Tempo para Cozinhar/), "pouco");
  await user.click(screen.getByRole("checkbox", { name: "Sem lactose" }));
  await user.click(screen.getByRole("radio", { name: "4" }));
  await user.click(generate);

  expect(await screen.findByText("Etapa 3 de 3")).toBeInTheDocument();
  expect(screen.getByText("100%")).toBeInTheDocument();
  expect(screen.getByRole("article", { name: menu.title })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Ver Meus Cardápios" })).toHaveAttribute(
    "href",
    "/cardapios-semanais",
  );
  const [body] = sentBodies(fetchMock, "POST /api/generate-structured-menu") as { profileData: object }[];
  expect(body).not.toHaveProperty("prompt");
  expect(body!.profileData).toMatchObject({
    objetivo: "perda-peso",
    sexo: "feminino",
    idade: 34,
    estiloAlimentar: "vegetariano",
    tempoCozinhar: "pouco",
    restricoes: ["lactose-free"],
    refeicoesPorDia: 4,
  });

  await user.click(screen.getByRole("button", { name: "Criar Novo Cardápio" }));
  expect(await screen.findByText("Etapa 1 de 3")).toBeInTheDocument();
  expect(screen.getByLabelText(/Idade/)).toHaveValue(null);
});

it("keeps a step until its fields are right, with the reason beside each", async () => {
  const { user } = renderWizard({ "GET /api/nutritional-profile": { body: null } });
  const next = await screen.findByRole("button", { name: /Próximo/ });
  expect(next).toBeDisabled();
  expect(screen.getByText("Preencha os campos marcados com * para continuar.")).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText(/Objetivo Principal/), "manutencao");
  await user.click(screen.getByRole("radio", { name: "Masculino" }));
  await user.type(screen.getByLabelText(/Idade/), "12");
  await user.type(screen.getByLabelText(/Altura/), "175");
  await user.type(screen.getByLabelText(/Peso/), "80");
  await user.selectOptions(screen.getByLabelText(/Nível de Atividade/), "leve");
  await user.click(next);
  expect(
    await screen.findByText("A idade deve ser um número inteiro entre 18 e 100 anos."),
  ).toBeInTheDocument();
  expect(screen.getByText("Etapa 1 de 3")).toBeInTheDocument();
  expect(screen.getByLabelText(/Idade/)).toHaveFocus();

  await user.clear(screen.getByLabelText(/Idade/));
  await user.type(screen.getByLabelText(/Idade/), "40");
  await user.click(next);
  expect(await screen.findByText("Etapa 2 de 3")).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "5" })).toBeChecked();
});

it("shows 'Gerando cardápio...' while the week is planned and the api's reason when it cannot be", async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  const { user } = renderWizard({
    "GET /api/nutritional-profile": {
      body: aProfile({ ...completeProfile, estiloAlimentar: "tradicional", tempoCozinhar: "moderado" }),
    },
    "POST /api/generate-structured-menu": () => new Promise((resolve) => (answer = resolve)),
  });
  await user.click(await screen.findByRole("button", { name: /Próximo/ }));
  await user.click(screen.getByRole("button", { name: "Gerar Cardápio" }));
  expect(await screen.findByRole("button", { name: "Gerando cardápio..." })).toBeDisabled();
  answer({
    status: 422,
    body: { error: "menu_unreachable", message: "Não foi possível montar o cardápio com estas escolhas." },
  });
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Não foi possível montar o cardápio com estas escolhas.",
  );
  expect(screen.getByText("Etapa 2 de 3")).toBeInTheDocument();
});

it("explains Premium to a free account instead of a form the api would refuse", async () => {
  const { fetchMock } = renderWizard({}, "free");
  expect(await screen.findByText("Cardápios semanais são do plano Premium")).toBeInTheDocument();
  const note = screen.getByText("Cardápios semanais são do plano Premium").parentElement!;
  expect(within(note).getByRole("link", { name: "Conhecer o Premium" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
  expect(screen.queryByRole("button", { name: /Próximo/ })).not.toBeInTheDocument();
  expect(sentBodies(fetchMock, "POST /api/generate-structured-menu")).toHaveLength(0);
});
