import type { NutritionalProfile } from "@chefzap/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aProfile, completeProfile } from "../test/factories";
import { renderWeeklyMenus } from "../test/render-weekly-menus";

afterEach(() => vi.unstubAllGlobals());

const PATH = "/cardapios-semanais?tab=perfil";
const field = (name: string | RegExp) => screen.getByLabelText(name);

describe("Perfil Nutricional", () => {
  it("starts editing without a profile; an empty save names every field and sends nothing", async () => {
    const { user, fetchMock } = renderWeeklyMenus(PATH);
    await user.click(await screen.findByRole("button", { name: "Salvar Perfil" }));
    expect(field(/Objetivo Principal/)).toHaveAccessibleDescription("Escolha seu objetivo principal.");
    expect(field(/Objetivo Principal/)).toHaveFocus();
    expect(screen.getByText("Escolha o sexo.")).toBeInTheDocument();
    expect(field(/Idade/)).toHaveAccessibleDescription("Informe sua idade.");
    expect(field(/Altura/)).toHaveAccessibleDescription("Informe sua altura em centímetros.");
    expect(field(/Peso/)).toHaveAccessibleDescription("Informe seu peso em quilos.");
    expect(field(/Nível de Atividade/)).toHaveAccessibleDescription("Escolha seu nível de atividade física.");
    expect(sentBodies(fetchMock, "POST /api/nutritional-profile")).toEqual([]);
  });

  it("refuses out-of-bounds numbers keeping what was typed, then saves and shows the targets", async () => {
    let release: () => void = () => {};
    const { user, fetchMock } = renderWeeklyMenus(PATH, {
      routes: {
        "POST /api/nutritional-profile": async (body) => {
          await new Promise<void>((resolve) => (release = resolve));
          return { body: aProfile(body as Partial<NutritionalProfile>) };
        },
      },
    });
    await user.selectOptions(await screen.findByLabelText(/Objetivo Principal/), "Perda de Peso");
    await user.click(screen.getByRole("radio", { name: "Feminino" }));
    await user.type(field(/Idade/), "15");
    await user.type(field(/Altura/), "165");
    await user.type(field(/Peso/), "70");
    await user.selectOptions(field(/Nível de Atividade/), "Moderado (3-5x/semana)");
    await user.click(screen.getByRole("button", { name: "Salvar Perfil" }));
    expect(field(/Idade/)).toHaveAccessibleDescription(
      "A idade deve ser um número inteiro entre 18 e 100 anos.",
    );
    expect(field(/Idade/)).toHaveFocus();
    expect(field(/Altura/)).toHaveValue(165);

    await user.clear(field(/Idade/));
    await user.type(field(/Idade/), "34");
    await user.click(screen.getByRole("button", { name: "Salvar Perfil" }));
    expect(await screen.findByRole("button", { name: "Salvando..." })).toBeDisabled();
    release();

    const heading = await screen.findByRole("heading", { name: "Sua meta diária" });
    expect(heading).toHaveFocus();
    expect(sentBodies(fetchMock, "POST /api/nutritional-profile")).toEqual([
      { ...completeProfile, objetivo: "perda-peso", idade: 34, altura: 165, peso: 70 },
    ]);
    const card = screen.getByRole("region", { name: "Sua meta diária" });
    // 10×70 + 6,25×165 − 5×34 − 161 = 1.400,25 → 1.400 × 1,55 = 2.170 → −500 = 1.670 kcal.
    expect(card).toHaveTextContent("1.670 kcal/dia");
    expect(card).toHaveTextContent("Gasto total estimado: 2.170 kcal/dia");
    const macros = within(card).getByRole("list", { name: "Macronutrientes por dia" });
    expect(within(macros).getByText("112 g")).toBeInTheDocument();
    await user.click(within(card).getByText("Como calculamos"));
    expect(within(card).getByText(/TMB = 10 × 70 kg \+ 6,25 × 165 cm/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Gerar Novo Cardápio" })).toHaveAttribute(
      "href",
      "/cardapio-semanal?novo=1",
    );
  });

  it("shows a saved profile read-only with its allergies; Editar fills the form, Cancelar sends nothing", async () => {
    const profile = aProfile({
      ...completeProfile,
      estiloAlimentar: "vegetariano",
      restricoes: ["gluten-free"],
    });
    const { user, fetchMock } = renderWeeklyMenus(PATH, { profile, allergies: ["amendoim", "leite"] });
    const summary = await screen.findByRole("region", { name: "Perfil Principal" });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value("Objetivo Principal")).toBe("Perda de Peso");
    expect(value("Peso")).toBe("70 kg");
    expect(value("Estilo alimentar")).toBe("Vegetariano");
    expect(value("Restrições")).toBe("Sem glúten");
    expect(within(summary).queryByText("Orçamento semanal")).not.toBeInTheDocument();
    const allergies = await within(summary).findByRole("list", { name: "Alergias declaradas" });
    expect(
      within(allergies)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Leite", "Amendoim"]);
    expect(within(summary).getByRole("link", { name: "Editar alergias" })).toHaveAttribute(
      "href",
      "/perfil/alergias",
    );

    await user.click(within(summary).getByRole("button", { name: "Editar" }));
    expect(field(/Peso/)).toHaveValue(70);
    expect(screen.getByRole("radio", { name: "Feminino" })).toBeChecked();
    expect(screen.queryByRole("link", { name: "Gerar Novo Cardápio" })).not.toBeInTheDocument();
    await user.clear(field(/Peso/));
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(await screen.findByRole("heading", { name: "Sua meta diária" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/nutritional-profile")).toEqual([]);
  });

  it("puts the api's message beside the field it names, keeping the form open", async () => {
    const { user } = renderWeeklyMenus(PATH, {
      profile: aProfile(completeProfile),
      routes: {
        "POST /api/nutritional-profile": {
          status: 400,
          body: {
            error: "validation_failed",
            message: "O peso deve estar entre 30 e 300 kg.",
            field: "peso",
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Editar" }));
    await user.click(screen.getByRole("button", { name: "Salvar Perfil" }));
    await waitFor(() =>
      expect(field(/Peso/)).toHaveAccessibleDescription("O peso deve estar entre 30 e 300 kg."),
    );
    expect(field(/Peso/)).toHaveValue(70);
  });

  it("offers a new menu only once an objective is set, and says what the target still needs", async () => {
    renderWeeklyMenus(PATH, { profile: aProfile({ sexo: "masculino", idade: 40 }) });
    expect(await screen.findByRole("button", { name: "Editar" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Gerar Novo Cardápio" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Preencha objetivo principal, altura, peso e nível de atividade física para ver sua meta diária de calorias e macronutrientes.",
      ),
    ).toBeInTheDocument();
  });
});
