import type { MyRating, PublicUser } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecipeRatings, ReportRecipeButton } from "@/features/ratings";
import { RecipePage } from "@/features/recipes/components/recipe-page";
import { stubApi } from "@/test/api-stub";
import { aRecipe, aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";

vi.mock("@/lib/socket", async () => (await import("@/test/fake-socket")).fakeSocketModule);

afterEach(() => vi.unstubAllGlobals());

/** Bruno's (u2) published recipe r1, over an api that counts Ana's vote into its totals. */
function openRecipe(user: PublicUser | null = aUser()) {
  let mine: MyRating = null;
  const recipe = () =>
    aRecipe({
      id: "r1",
      userId: "u2",
      title: "Moqueca",
      isPublished: true,
      tips: "Sirva com pirão.",
      averageRating: mine ? 40 : 50,
      totalRatings: mine ? 2 : 1,
    });
  stubApi({
    ...(user ? { "GET /api/session": { body: { user } } } : {}),
    "GET /api/recipes/r1": () => ({ body: recipe() }),
    "GET /api/recipes/r1/rating": () => ({ body: mine }),
    "GET /api/recipes/r1/comments": { body: [] },
    "POST /api/recipes/r1/rate": (body) => {
      mine = { rating: (body as { rating: number }).rating, comment: null, updatedAt: "2026-11-22" };
      return { body: { ...mine, averageRating: 40, totalRatings: 2 } };
    },
  });
  renderRoutes(
    [
      {
        path: "/recipes/:id",
        element: <RecipePage Ratings={RecipeRatings} Report={ReportRecipeButton} />,
      },
    ],
    "/recipes/r1",
  );
  return userEvent.setup();
}

describe("the ratings on the recipe page", () => {
  it("comes after the tips, and the page's average follows a new vote", async () => {
    const user = openRecipe();
    const ratings = (await screen.findByRole("heading", { name: "Avaliações" })).closest("section")!;
    const tips = screen.getByRole("heading", { name: "Dica do Chef" });
    expect(tips.compareDocumentPosition(ratings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(ratings).getByText("(1 avaliação)")).toBeInTheDocument();

    await user.click(await within(ratings).findByRole("radio", { name: "3 estrelas" }));
    await user.click(within(ratings).getByRole("button", { name: "Enviar avaliação" }));
    expect(await within(ratings).findByText("(2 avaliações)")).toBeInTheDocument();
    expect(within(ratings).getByText("4,0")).toBeInTheDocument();
    expect(within(ratings).getByRole("heading", { name: "Sua avaliação" })).toBeInTheDocument();
  });

  it("puts 'Denunciar' beside 'Compartilhar' for a signed-in cook, not for a visitor", async () => {
    openRecipe();
    const share = await screen.findByRole("button", { name: "Compartilhar" });
    expect(
      await within(share.parentElement!).findByRole("button", { name: "Denunciar" }),
    ).toBeInTheDocument();
  });

  it("asks a visitor to sign in and offers no report", async () => {
    openRecipe(null);
    expect(await screen.findByRole("link", { name: "Entrar para avaliar" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByRole("button", { name: "Denunciar" })).not.toBeInTheDocument();
  });
});
