import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { aProfile } from "../test/factories";
import { renderWeeklyMenus } from "../test/render-weekly-menus";

afterEach(() => vi.unstubAllGlobals());

const PATH = "/cardapios-semanais?tab=preferencias";
const pressed = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-pressed");
/** The foods a list shows, by their like buttons ("Gosto de Frango"). */
const foodNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole("button", { name: /^Gosto de / })
    .map((button) => button.getAttribute("aria-label")?.replace("Gosto de ", ""));
const saveButton = () => screen.queryByRole("button", { name: "Salvar Preferências Alimentares" });

describe("Preferências", () => {
  it("lists the twelve categories, Proteínas open, each with its count", async () => {
    const { user } = renderWeeklyMenus(PATH);
    expect(await screen.findByRole("heading", { name: "Preferências Alimentares" })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Categorias de alimentos" })).getAllByRole("tab");
    expect(tabs).toHaveLength(12);
    expect(tabs[0]).toHaveTextContent("Proteínas");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Proteínas (3 itens)" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Frutas" }));
    const frutas = screen.getByRole("list", { name: "Frutas" });
    expect(foodNames(frutas)).toEqual(["Açaí", "Maçã", "Banana"]);
  });

  it("keeps like and dislike exclusive, counts both, and shows Salvar only with a choice", async () => {
    const { user } = renderWeeklyMenus(PATH);
    await screen.findByRole("heading", { name: "Proteínas (3 itens)" });
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.getByText("Gosto (0)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Gosto de Frango" }));
    expect(pressed("Gosto de Frango")).toBe("true");
    expect(saveButton()).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Não gosto de Frango" }));
    expect(pressed("Gosto de Frango")).toBe("false");
    expect(pressed("Não gosto de Frango")).toBe("true");
    expect(screen.getByText("Gosto (0)")).toBeInTheDocument();
    expect(screen.getByText("Não gosto (1)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Não gosto de Frango" }));
    expect(pressed("Não gosto de Frango")).toBe("false");
    expect(saveButton()).not.toBeInTheDocument();
  });

  it("searches every category ignoring case and accents", async () => {
    const { user } = renderWeeklyMenus(PATH);
    const search = await screen.findByPlaceholderText("Buscar alimentos...");
    await user.type(search, "ACAI");
    expect(await screen.findByRole("heading", { name: "Resultados da busca (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist", { name: "Categorias de alimentos" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Gosto de Açaí" }));
    await user.clear(search);
    await user.type(search, "o");
    const results = await screen.findByRole("list", { name: "Resultados da busca" });
    expect(foodNames(results)).toEqual([
      "Frango",
      "Ovo",
      "Tofu",
      "Arroz",
      "Feijão preto",
      "Mandioca",
      "Jiló",
      "Brócolis",
    ]);
    await user.type(search, "xyz");
    expect(await screen.findByRole("heading", { name: "Resultados da busca (0)" })).toBeInTheDocument();
    expect(screen.getByText(/Nenhum alimento com “oxyz”/)).toBeInTheDocument();
    await user.clear(search);
    expect(await screen.findByRole("tablist", { name: "Categorias de alimentos" })).toBeInTheDocument();
    expect(screen.getByText("Gosto (1)")).toBeInTheDocument();
  });

  it("starts from the saved lists and saves both, joined as the api reads them", async () => {
    let release: () => void = () => {};
    const profile = aProfile({ alimentosQueGosta: "frango, ovo", alimentosQueNaoGosta: "jiló" });
    const { user, fetchMock } = renderWeeklyMenus(PATH, {
      profile,
      routes: {
        "POST /api/nutritional-profile": async (body) => {
          await new Promise<void>((resolve) => (release = resolve));
          return { body: aProfile(body as object) };
        },
      },
    });
    await screen.findByRole("heading", { name: "Proteínas (3 itens)" });
    expect(pressed("Gosto de Frango")).toBe("true");
    expect(screen.getByText("Não gosto (1)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Não gosto de Ovo" }));
    await user.click(screen.getByRole("button", { name: "Salvar Preferências Alimentares" }));
    expect(await screen.findByRole("button", { name: "Salvando preferências..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Preferências salvas!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/nutritional-profile")).toEqual([
      { alimentosQueGosta: "frango", alimentosQueNaoGosta: "jiló, ovo" },
    ]);
  });

  it("lets a cook clear every saved choice: Salvar stays while the lists differ from the saved ones", async () => {
    const { user, fetchMock } = renderWeeklyMenus(PATH, { profile: aProfile({ alimentosQueGosta: "tofu" }) });
    await user.click(await screen.findByRole("button", { name: "Gosto de Tofu" }));
    expect(screen.getByText("Gosto (0)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Salvar Preferências Alimentares" }));
    expect(await screen.findByText("Preferências salvas!")).toBeInTheDocument();
    expect(saveButton()).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/nutritional-profile")).toEqual([
      { alimentosQueGosta: "", alimentosQueNaoGosta: "" },
    ]);
  });
});
