import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { savePendingIntent, readPendingIntent } from "@/lib/pending-intent";
import { aUser } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { sentBodies, signedInApi, stubApi } from "@/test/api-stub";
import { RegisterWizard } from "./register-wizard";

function renderWizard() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: "/register",
        element: (
          <>
            <RegisterWizard />
            <Toaster />
          </>
        ),
      },
      { path: "/dashboard", element: <h1>Painel</h1> },
      { path: "/recipe-loading", element: <h1>Gerando</h1> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/register",
  );
  const next = () => user.click(screen.getByRole("button", { name: /Continuar|Criar conta/ }));
  return { user, view, next };
}

async function fillUntilPassword(user: ReturnType<typeof userEvent.setup>, next: () => Promise<void>) {
  await user.type(screen.getByLabelText("Nome completo"), "Maria da Silva");
  await next();
  await user.type(screen.getByLabelText("E-mail"), "maria.silva@example.com");
  await next();
  await user.type(screen.getByLabelText("WhatsApp"), "11987654321");
  await next();
  await user.type(screen.getByLabelText("Senha"), "segredo1");
  await user.type(screen.getByLabelText("Confirmar senha"), "segredo1");
}

afterEach(() => vi.unstubAllGlobals());

describe("RegisterWizard", () => {
  it("shows each step's validation message under its field and advances only when valid", async () => {
    stubApi();
    const { user, next } = renderWizard();
    expect(screen.getByRole("progressbar", { name: "Progresso do cadastro" })).toHaveAttribute(
      "aria-valuetext",
      "Etapa 1 de 4",
    );
    expect(screen.getByText("Etapa 1 de 4")).toBeInTheDocument();

    await next();
    const name = screen.getByLabelText("Nome completo");
    expect(name).toHaveAccessibleDescription("Nome é obrigatório");
    expect(name).toHaveAttribute("aria-invalid", "true");
    await user.type(name, " A ");
    await next();
    expect(screen.getByText("Nome deve ter pelo menos 2 caracteres")).toBeInTheDocument();
    await user.type(name, "na");
    await next();

    expect(screen.getByText("Etapa 2 de 4")).toBeInTheDocument();
    await next();
    expect(screen.getByText("E-mail é obrigatório")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "ana@");
    await next();
    expect(screen.getByText("E-mail inválido")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "example.com");
    await next();

    expect(screen.getByText("Etapa 3 de 4")).toBeInTheDocument();
    expect(screen.getByLabelText("WhatsApp")).toHaveAccessibleDescription(
      "Usado apenas para notificações importantes.",
    );
    await next();
    expect(screen.getByText("WhatsApp é obrigatório")).toBeInTheDocument();
    await user.type(screen.getByLabelText("WhatsApp"), "1199");
    await next();
    expect(screen.getByText("Formato inválido. Use (11) 99999-9999")).toBeInTheDocument();
    await user.type(screen.getByLabelText("WhatsApp"), "8765432");
    await next();

    expect(screen.getByText("Etapa 4 de 4")).toBeInTheDocument();
    await next();
    expect(screen.getByText("Senha é obrigatória")).toBeInTheDocument();
    expect(screen.getByText("Confirmação de senha é obrigatória")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Senha"), "abc");
    await user.type(screen.getByLabelText("Confirmar senha"), "abd");
    await next();
    expect(screen.getByText("Senha deve ter pelo menos 6 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Senhas não coincidem")).toBeInTheDocument();
  });

  it("formats the WhatsApp number while typing, up to 11 digits", async () => {
    stubApi();
    const { user, next } = renderWizard();
    await user.type(screen.getByLabelText("Nome completo"), "Ana");
    await next();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await next();
    const whatsapp = screen.getByLabelText("WhatsApp");
    await user.type(whatsapp, "11");
    expect(whatsapp).toHaveValue("(11");
    await user.type(whatsapp, "9876");
    expect(whatsapp).toHaveValue("(11) 9876");
    await user.type(whatsapp, "54321999");
    expect(whatsapp).toHaveValue("(11) 98765-4321");
  });

  it("keeps every value when going back", async () => {
    stubApi();
    const { user, next } = renderWizard();
    await user.type(screen.getByLabelText("Nome completo"), "Ana Souza");
    await next();
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(screen.getByLabelText("Nome completo")).toHaveValue("Ana Souza");
    await next();
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com");
  });

  it("sends the registration payload, thanks the user and goes to the dashboard", async () => {
    const fetchMock = stubApi({ "POST /api/register": { status: 201, body: aUser() } });
    const { user, next, view } = renderWizard();
    await fillUntilPassword(user, next);
    await next();

    expect(await screen.findByText("Conta criada com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
    const [payload] = sentBodies(fetchMock, "POST /api/register") as Record<string, unknown>[];
    expect(payload).toMatchObject({
      email: "maria.silva@example.com",
      password: "segredo1",
      firstName: "Maria",
      lastName: "da Silva",
      name: "Maria da Silva",
      whatsapp: "11987654321",
      userAgent: navigator.userAgent,
    });
    expect(payload?.username).toMatch(/^maria\.silva_[a-z0-9]{6}$/);
    expect(payload?.deviceFingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("on a taken e-mail shows the server message on the e-mail step and keeps what was typed", async () => {
    const taken = { error: "email_taken", message: "Este e-mail já está cadastrado.", field: "email" };
    stubApi({ "POST /api/register": { status: 409, body: taken } });
    const { user, next } = renderWizard();
    await fillUntilPassword(user, next);
    await next();

    expect(await screen.findByText("Erro ao criar conta")).toBeInTheDocument();
    expect(await screen.findByText("Etapa 2 de 4")).toBeInTheDocument();
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveValue("maria.silva@example.com");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Este e-mail já está cadastrado.");
    expect(screen.getAllByText("Este e-mail já está cadastrado.")).toHaveLength(2); // toast and field
    await user.clear(email);
    await user.type(email, "maria2@example.com");
    await next();
    expect(screen.getByLabelText("WhatsApp")).toHaveValue("(11) 98765-4321");
    await next();
    expect(screen.getByLabelText("Senha")).toHaveValue("segredo1");
  });

  it("hands a pending recipe to /recipe-loading after signing up", async () => {
    savePendingIntent(["arroz", "feijão"]);
    const fetchMock = stubApi({ "POST /api/register": { status: 201, body: aUser() } });
    const { user, next, view } = renderWizard();
    await fillUntilPassword(user, next);
    await next();
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/recipe-loading"));
    // The loading page reads the intent and generates; nothing is generated here.
    expect(readPendingIntent()).toEqual({ kind: "generate", ingredients: ["arroz", "feijão"] });
    expect(sentBodies(fetchMock, "POST /api/generate-recipe")).toHaveLength(0);
  });

  it("links to sign-in and sends a signed-in user to the dashboard", async () => {
    signedInApi();
    const { view } = renderWizard();
    expect(screen.getByRole("link", { name: "Fazer login" })).toHaveAttribute("href", "/auth");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard"));
  });
});
