import type { AdminReportedItem } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { renderAdmin } from "../test/render-admin";
import { AdminDashboardPage } from "./admin-dashboard-page";

const comment: AdminReportedItem = {
  target: "comment",
  id: "c0000000-0000-4000-8000-000000000001",
  recipeId: "r1",
  recipeTitle: "Feijoada da vó",
  text: "Compre seguidores em spam.example",
  author: { id: "u9", name: "Zé Spam", email: "ze@example.com" },
  reportCount: 3,
  reasons: [{ reason: "spam", count: 3 }],
  details: ["Propaganda no comentário"],
  lastReportedAt: "2026-11-22T18:30:00.000Z",
  hiddenAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("panel two: community reports", () => {
  it("hides a reported comment and says so with the server's message", async () => {
    const user = userEvent.setup();
    let hidden = false;
    const { fetchMock } = renderAdmin(<AdminDashboardPage />, {
      path: "/admin/dashboard",
      routes: {
        "GET /api/admin/dashboard-stats": { status: 500, body: { message: "Erro interno." } },
        "GET /api/admin/reports": (_body, url) => {
          const open = url?.searchParams.get("state") === "open";
          if (open) return { body: hidden ? [] : [comment] };
          return { body: hidden ? [{ ...comment, hiddenAt: "2026-11-23T15:00:00.000Z" }] : [] };
        },
        "POST /api/admin/moderation/hide": () => {
          hidden = true;
          return { body: { message: "Comentário ocultado." } };
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Itens denunciados" });
    expect(within(list).getByText("Spam ou propaganda (3)")).toBeInTheDocument();
    expect(within(list).getByText("“Propaganda no comentário”")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Ocultar comentário em Feijoada da vó" }));

    expect(await screen.findByText("Comentário ocultado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/admin/moderation/hide")).toEqual([
      { target: "comment", id: comment.id },
    ]);
    expect(await screen.findByText("Nenhuma denúncia por aqui.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Mostrar"), "hidden");
    expect(
      await screen.findByRole("button", { name: "Restaurar comentário em Feijoada da vó" }),
    ).toBeInTheDocument();
  });
});
