import type { PublicUser } from "@chefzap/shared";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, stubApi, type StubHandler } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderAt } from "@/test/render";
import { NOT_LINKED } from "../api/get-whatsapp-link";
import { WhatsappLinkCard } from "./whatsapp-link-card";

const premium = aUser({ plan: "premium" });
const LINKED = { linked: true, phone: "•••• 4321", linkedAt: "2026-11-22T15:00:00.000Z" };
const GET_LINK = "GET /api/whatsapp/link";

function renderCard(routes: Record<string, StubHandler>, user: PublicUser | (() => PublicUser) = premium) {
  const fetchMock = stubApi({
    "GET /api/session": () => ({ body: { user: typeof user === "function" ? user() : user } }),
    ...routes,
  });
  return { fetchMock, ...renderAt(<WhatsappLinkCard />) };
}

/** A link the test turns on and off, as the chat and the "Desconectar" button would. */
function switchableLink(linked: boolean) {
  const state = { linked };
  const handler: StubHandler = () => ({ body: state.linked ? LINKED : NOT_LINKED });
  return { state, handler };
}

const issued = (code: string) => () => ({
  status: 201,
  body: { code, expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString() },
});

/** Moves the fake clock, letting fetches and React settle in between. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const fakeClock = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
const status = () => screen.getByRole("status");
const heading = () => screen.getByRole("heading", { level: 2 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("WhatsappLinkCard on the free plan", () => {
  it("explains WhatsApp is Premium, links to the plans and offers no code", async () => {
    renderCard({ [GET_LINK]: { body: NOT_LINKED } }, aUser());
    expect(await screen.findByText(/faz parte do plano Premium/)).toHaveTextContent(/por R\$\s9,90\/mês/);
    expect(heading()).toHaveTextContent("Conectar WhatsApp");
    expect(screen.getByRole("link", { name: "Conhecer o Premium" })).toHaveAttribute("href", "/subscribe");
    expect(screen.queryByRole("button", { name: /Gerar/ })).not.toBeInTheDocument();
  });

  it("still shows a number linked while Premium, so it can be unlinked", async () => {
    renderCard({ [GET_LINK]: { body: LINKED } }, aUser());
    expect(await screen.findByText(/exclusivo do plano Premium/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Conhecer o Premium" })).toHaveAttribute("href", "/subscribe");
    expect(screen.getByRole("button", { name: "Desconectar" })).toBeInTheDocument();
  });
});

describe("WhatsappLinkCard, Premium without a number", () => {
  it("shows a skeleton while it asks, then the steps and 'Gerar código'", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { container } = renderCard({ [GET_LINK]: () => new Promise((r) => (answer = r)) });
    expect(await screen.findByRole("heading", { name: "Conectar WhatsApp" })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="whatsapp-link-skeleton"]')).toBeInTheDocument();
    act(() => answer({ body: NOT_LINKED }));
    expect(await screen.findByRole("button", { name: "Gerar código" })).toBeEnabled();
    expect(screen.getByText(/número que enviou o código fica conectado/)).toBeInTheDocument();
    expect(container.querySelector('[data-slot="whatsapp-link-skeleton"]')).not.toBeInTheDocument();
  });

  it("shows the code, the message to send and the time left, and turns to 'conectado' by itself", async () => {
    fakeClock();
    const link = switchableLink(false);
    const { fetchMock } = renderCard({
      [GET_LINK]: link.handler,
      "POST /api/whatsapp/link-code": issued("042137"),
    });
    fireEvent.click(await vi.waitFor(() => screen.getByRole("button", { name: "Gerar código" })));
    await vi.waitFor(() => screen.getByText("0 4 2 1 3 7"));
    expect(screen.getByText("042")).toBeInTheDocument();
    expect(screen.getByText("137")).toBeInTheDocument();
    expect(screen.getByText("vincular 042137")).toBeInTheDocument();
    expect(screen.getByText(/número do ChefZap no WhatsApp/)).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("Expira em 10:00");
    expect(status()).toHaveTextContent("Código gerado: 0 4 2 1 3 7. Ele vale 10 minutos.");
    expect(screen.queryByRole("button", { name: /Gerar/ })).not.toBeInTheDocument();

    await advance(61_000);
    expect(screen.getByRole("timer")).toHaveTextContent("Expira em 8:59");
    const polls = sentBodies(fetchMock, GET_LINK).length;
    await advance(3000);
    await vi.waitFor(() => expect(sentBodies(fetchMock, GET_LINK).length).toBe(polls + 1));

    link.state.linked = true;
    await advance(3000);
    await vi.waitFor(() => expect(heading()).toHaveTextContent("ChefZap no WhatsApp"));
    expect(screen.getByText(/WhatsApp conectado \(/)).toHaveTextContent(
      "WhatsApp conectado (•••• 4321) desde 22/11/2026",
    );
    expect(screen.getByRole("img", { name: "número com final 4321" })).toBeInTheDocument();
    expect(status()).toHaveTextContent("WhatsApp conectado.");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();

    const afterLink = sentBodies(fetchMock, GET_LINK).length;
    await advance(30_000);
    expect(sentBodies(fetchMock, GET_LINK).length).toBe(afterLink);
  });

  // Ten minutes of polling on the fake clock: a few seconds on a busy machine.
  it(
    "says 'Código expirado' after ten minutes, stops asking and offers a new code",
    { timeout: 20_000 },
    async () => {
      fakeClock();
      let next = 111111;
      const { fetchMock } = renderCard({
        [GET_LINK]: { body: NOT_LINKED },
        "POST /api/whatsapp/link-code": () => issued(String(next++))(),
      });
      fireEvent.click(await vi.waitFor(() => screen.getByRole("button", { name: "Gerar código" })));
      await vi.waitFor(() => screen.getByText("vincular 111111"));
      await advance(599_000);
      expect(screen.getByRole("timer")).toHaveTextContent("Expira em 0:01");

      await advance(1000);
      expect(screen.getByText("Código expirado")).toBeInTheDocument();
      expect(screen.queryByText("vincular 111111")).not.toBeInTheDocument();
      expect(screen.queryByRole("timer")).not.toBeInTheDocument();
      expect(status()).toHaveTextContent("Código expirado. Gere um novo código.");
      const polls = sentBodies(fetchMock, GET_LINK).length;
      await advance(30_000);
      expect(sentBodies(fetchMock, GET_LINK).length).toBe(polls);

      fireEvent.click(screen.getByRole("button", { name: "Gerar novo código" }));
      await vi.waitFor(() => screen.getByText("vincular 111112"));
      expect(screen.getByRole("timer")).toHaveTextContent("Expira em 10:00");
    },
  );

  it("copies the exact message for the chat", async () => {
    const user = userEvent.setup();
    renderCard({ [GET_LINK]: { body: NOT_LINKED }, "POST /api/whatsapp/link-code": issued("908172") });
    await user.click(await screen.findByRole("button", { name: "Gerar código" }));
    await user.click(await screen.findByRole("button", { name: "Copiar mensagem" }));
    expect(await navigator.clipboard.readText()).toBe("vincular 908172");
  });

  it("shows the api's refusal with the plans link and reads the plan again", async () => {
    let plan: PublicUser["plan"] = "premium";
    const user = userEvent.setup();
    const { fetchMock } = renderCard(
      {
        [GET_LINK]: { body: NOT_LINKED },
        "POST /api/whatsapp/link-code": () => {
          plan = "free";
          return {
            status: 403,
            body: {
              error: "premium_required",
              message: "O ChefZap no WhatsApp é exclusivo do plano Premium.",
            },
          };
        },
      },
      () => aUser({ plan }),
    );
    await user.click(await screen.findByRole("button", { name: "Gerar código" }));
    expect(await screen.findByText(/faz parte do plano Premium/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "GET /api/session")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Gerar/ })).not.toBeInTheDocument();
  });

  it("keeps the api's message in view when a code cannot be made", async () => {
    const user = userEvent.setup();
    renderCard({
      [GET_LINK]: { body: NOT_LINKED },
      "POST /api/whatsapp/link-code": {
        status: 429,
        body: {
          error: "rate_limited",
          message: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Gerar código" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    );
    expect(screen.getByRole("button", { name: "Gerar código" })).toBeEnabled();
  });

  it("says what failed when the link cannot be read, and tries again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCard({
      [GET_LINK]: () =>
        fail
          ? {
              status: 503,
              body: { error: "service_unavailable", message: "O ChefZap está instável no momento." },
            }
          : { body: NOT_LINKED },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("O ChefZap está instável no momento.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("button", { name: "Gerar código" })).toBeInTheDocument();
  });
});

describe("WhatsappLinkCard with a linked number", () => {
  it("unlinks after confirming, back to 'Conectar WhatsApp' with the focus on the card", async () => {
    const user = userEvent.setup();
    const link = switchableLink(true);
    const { fetchMock } = renderCard({
      [GET_LINK]: link.handler,
      "DELETE /api/whatsapp/link": () => {
        link.state.linked = false;
        return { status: 204 };
      },
    });
    expect(await screen.findByText(/WhatsApp conectado \(/)).toHaveTextContent(
      "WhatsApp conectado (•••• 4321) desde 22/11/2026",
    );
    expect(screen.getByText(/receba a receita ali mesmo/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Desconectar" }));
    const dialog = screen.getByRole("dialog", { name: "Desconectar o WhatsApp?" });
    expect(dialog).toHaveTextContent("O ChefZap deixa de responder ao •••• 4321.");
    await user.click(within(dialog).getByRole("button", { name: "Desconectar" }));

    expect(await screen.findByRole("button", { name: "Gerar código" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE /api/whatsapp/link")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent("Conectar WhatsApp");
    expect(heading()).toHaveFocus();
    expect(status()).toHaveTextContent("WhatsApp desconectado.");
  });

  it("keeps the number when the dialog is cancelled", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCard({ [GET_LINK]: { body: LINKED } });
    await user.click(await screen.findByRole("button", { name: "Desconectar" }));
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE /api/whatsapp/link")).toHaveLength(0);
    expect(screen.getByText(/WhatsApp conectado \(/)).toBeInTheDocument();
  });

  it("shows the api's message in the dialog when unlinking fails", async () => {
    const user = userEvent.setup();
    renderCard({
      [GET_LINK]: { body: LINKED },
      "DELETE /api/whatsapp/link": {
        status: 500,
        body: {
          error: "internal_error",
          message: "Algo deu errado do nosso lado. Tente novamente em instantes.",
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Desconectar" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Desconectar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Algo deu errado do nosso lado. Tente novamente em instantes.",
    );
    expect(within(dialog).getByRole("button", { name: "Desconectar" })).toBeEnabled();
  });
});
