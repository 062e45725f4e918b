import type { PublicUser, Recipe } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, stubApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderAt } from "@/test/render";
import { moqueca } from "../test/render-ratings";
import { ReportRecipeButton } from "./report-recipe-button";

afterEach(() => vi.unstubAllGlobals());

function renderButton(recipe: Recipe, user: PublicUser | null = aUser()) {
  const fetchMock = stubApi({
    ...(user ? { "GET /api/session": { body: { user } } } : {}),
    "POST /api/reports": { status: 204 },
  });
  renderAt(
    <>
      <h1>{recipe.title}</h1>
      <ReportRecipeButton recipe={recipe} />
    </>,
  );
  return fetchMock;
}

describe("'Denunciar' on a recipe", () => {
  it("reports someone else's published recipe", async () => {
    const fetchMock = renderButton(moqueca());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Denunciar" }));
    const dialog = screen.getByRole("dialog", { name: "Denunciar receita" });
    await user.click(within(dialog).getByRole("radio", { name: "Cópia de receita de outra pessoa" }));
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(/Denúncia enviada/);
    expect(sentBodies(fetchMock, "POST /api/reports")).toEqual([{ recipeId: "r1", reason: "copyright" }]);
  });

  it.each([
    ["the owner", moqueca({ userId: "u1" }), aUser()],
    ["a private recipe", moqueca({ isPublished: false }), aUser()],
    ["a visitor", moqueca(), null],
  ])("is not offered to %s", async (_, recipe, user) => {
    const fetchMock = renderButton(recipe, user);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole("heading", { name: "Moqueca" });
    expect(screen.queryByRole("button", { name: "Denunciar" })).not.toBeInTheDocument();
  });
});
