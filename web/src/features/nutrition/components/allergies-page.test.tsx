import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, signedInApi, stubApi, type StubHandler } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import type { AllergiesResponse } from "../types";
import { AllergiesPage } from "./allergies-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const available = [
  { id: "gluten", label: "Glúten", name: "Trigo, centeio, cevada, aveia e suas estirpes hibridizadas" },
  { id: "leite", label: "Leite", name: "Leites de todas as espécies de animais mamíferos" },
  { id: "nozes", label: "Nozes", name: "Nozes (Juglans spp.)" },
  { id: "lactose", label: "Lactose", name: "Lactose (intolerância; não é alérgeno)" },
];
const answer = (allergies: string[]): { body: AllergiesResponse } => ({ body: { allergies, available } });

function renderAllergies(routes: Record<string, StubHandler>) {
  const fetchMock = signedInApi(routes);
  renderRoutes(
    [
      { path: "/perfil/alergias", element: <AllergiesPage /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/perfil/alergias",
  );
  return { fetchMock, user: userEvent.setup() };
}

describe("AllergiesPage", () => {
  it("lists the allergens in groups, ticked as the api has them", async () => {
    renderAllergies({ "GET /api/me/allergies": answer(["leite"]) });
    expect(await screen.findByRole("checkbox", { name: "Leite" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Glúten" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Glúten" })).toHaveAccessibleDescription(
      "Trigo, centeio, cevada, aveia e suas estirpes hibridizadas",
    );
    const groups = screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent);
    expect(groups).toEqual(["Alimentos mais comuns", "Castanhas e nozes", "Outros"]);
    expect(within(screen.getByRole("group", { name: "Outros" })).getByRole("checkbox")).toHaveAccessibleName(
      "Lactose",
    );
  });

  it("saves the new selection, says 'Salvando...' meanwhile and confirms", async () => {
    let finish: (reply: { body: AllergiesResponse }) => void = () => {};
    const { user, fetchMock } = renderAllergies({
      "GET /api/me/allergies": answer(["leite"]),
      "PUT /api/me/allergies": () => new Promise((r) => (finish = r)),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Nozes" }));
    await user.click(screen.getByRole("checkbox", { name: "Glúten" }));
    await user.click(screen.getByRole("checkbox", { name: "Leite" }));
    await user.click(screen.getByRole("button", { name: "Salvar alergias" }));
    expect(screen.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    // In the api's order, whatever order the boxes were ticked in.
    expect(sentBodies(fetchMock, "PUT /api/me/allergies")).toEqual([{ allergies: ["gluten", "nozes"] }]);
    finish(answer(["gluten", "nozes"]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Alergias salvas!"));
    expect(screen.getByRole("button", { name: "Salvar alergias" })).toBeEnabled();
    expect(screen.getByText("2 marcadas.")).toBeInTheDocument();
  });

  it("shows why a save failed and keeps the ticks", async () => {
    const { user } = renderAllergies({
      "GET /api/me/allergies": answer([]),
      "PUT /api/me/allergies": {
        status: 400,
        body: { error: "validation_failed", message: "Alergênico desconhecido: nozes.", field: "allergies" },
      },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Nozes" }));
    await user.click(screen.getByRole("button", { name: "Salvar alergias" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Alergênico desconhecido: nozes.");
    expect(screen.getByRole("checkbox", { name: "Nozes" })).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows a load failure with a retry", async () => {
    let calls = 0;
    const { user } = renderAllergies({
      "GET /api/me/allergies": () =>
        ++calls === 1
          ? { status: 500, body: { error: "internal_error", message: "Erro interno." } }
          : answer([]),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Erro interno.");
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("checkbox", { name: "Leite" })).not.toBeChecked();
  });
});

it("sends a visitor to /auth", async () => {
  stubApi();
  renderRoutes(
    [
      { path: "/perfil/alergias", element: <AllergiesPage /> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/perfil/alergias",
  );
  expect(await screen.findByRole("heading", { name: "Entrar" })).toBeInTheDocument();
});
