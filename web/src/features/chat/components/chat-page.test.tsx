import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies, signedInApi, stubApi, type StubHandler } from "@/test/api-stub";
import { renderRoutes } from "@/test/render";
import { chatServerEmits, fakeChatSocket, socketEvent } from "../test/fake-chat-socket";
import { answered, aRecipeCard, aReply, MENU_REPLY, said } from "../test/chat-factories";
import type { PhotoSlot } from "../photo-slot";
import { ChatPage } from "./chat-page";

vi.mock("../api/chat-socket", async () => (await import("../test/fake-chat-socket")).fakeChatSocketModule);

const photos: PhotoSlot = {
  problem: (file) => (file.type.startsWith("image/") ? null : "Escolha uma imagem (JPG, PNG ou WEBP)."),
  prepare: async () => "data:image/jpeg;base64,AAAA",
};

const accept: StubHandler = (body) => ({
  status: 202,
  body: { id: (body as { id: string }).id, status: "stored" },
});

function openChat(history: unknown[] = [], routes: Record<string, StubHandler> = {}) {
  const fetchMock = signedInApi({
    "GET /api/chat/messages": () => {
      historyReadWhileConnected.push(fakeChatSocket.connected);
      return { body: { messages: history } };
    },
    "POST /api/chat/messages": accept,
    ...routes,
  });
  const rendered = renderRoutes(
    [
      { path: "/chat", element: <ChatPage photos={photos} /> },
      { path: "/recipes/:id", element: <h1>Página da receita</h1> },
      { path: "/auth", element: <h1>Entrar</h1> },
    ],
    "/chat",
  );
  return {
    ...rendered,
    fetchMock,
    input: () => screen.getByRole("textbox", { name: "Mensagem para o ChefZap" }),
  };
}

let historyReadWhileConnected: boolean[] = [];
const messages = () => screen.getByRole("list", { name: "Mensagens" });

afterEach(() => {
  vi.unstubAllGlobals();
  historyReadWhileConnected = [];
});

describe("ChatPage", () => {
  it("sends a visitor to sign in", async () => {
    stubApi();
    renderRoutes(
      [
        { path: "/chat", element: <ChatPage photos={photos} /> },
        { path: "/auth", element: <h1>Entrar</h1> },
      ],
      "/chat",
    );
    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeInTheDocument();
  });

  it("greets a first visit with ideas, and takes one from ingredients to the recipe page", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = openChat();
    expect(await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "O que faço com ovo e queijo?" }));

    const [body] = sentBodies(fetchMock, "POST /api/chat/messages") as Array<{ id: string; text: string }>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: "O que faço com ovo e queijo?",
    });
    expect(within(messages()).getByText("O que faço com ovo e queijo?")).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("Pensando…");

    act(() => chatServerEmits("chat:progress", { stage: "criando" }));
    expect(screen.getByRole("status")).toHaveTextContent("Criando sua receita…");
    act(() => chatServerEmits("chat:reply", aReply([{ kind: "recipe", recipe: aRecipeCard() }, MENU_REPLY])));

    const card = screen.getByRole("article", { name: "Omelete de queijo" });
    expect(within(card).getByText("15 min")).toBeInTheDocument();
    expect(within(card).getByText("2 porções")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      "ChefZap: Receita: Omelete de queijo, 2 porções, 15 minutos.",
    );
    await user.click(within(card).getByRole("link", { name: "Ver receita completa" }));
    expect(router.state.location.pathname).toBe("/recipes/r42");
  });

  it("says on the recipe card which of the cook's foods were left out, and why", async () => {
    openChat();
    expect(await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" })).toBeInTheDocument();
    const leftOut = [{ ingredient: "goiabada", reason: "goiabada é doce e não combina com uma omelete" }];
    act(() => chatServerEmits("chat:reply", aReply([{ kind: "recipe", recipe: aRecipeCard({ leftOut }) }])));
    const card = screen.getByRole("article", { name: "Omelete de queijo" });
    const section = within(card).getByRole("heading", { name: "Ficaram de fora" }).parentElement!;
    expect(section).toHaveTextContent("goiabada: goiabada é doce e não combina com uma omelete");
  });

  it("shows the chef's words as they are written in place of the line, then the answer in their place", async () => {
    const user = userEvent.setup();
    const { input } = openChat();
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    await user.type(input(), "quem ganhou o jogo ontem?{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent("Pensando…");

    act(() => chatServerEmits("chat:draft", { text: "Eu só converso" }));
    expect(screen.getByText("Eu só converso")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Escrevendo a resposta…");
    act(() => chatServerEmits("chat:draft", { text: "Eu só converso sobre *cozinha*" }));
    expect(screen.getByText("cozinha", { selector: "strong" })).toBeInTheDocument();
    // Words on their way are not read out; the answer is, once, when it is whole.
    expect(within(messages()).queryByText(/Eu só converso/)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();

    act(() =>
      chatServerEmits("chat:reply", aReply([{ kind: "text", text: "Eu só converso sobre *cozinha* 🙂" }])),
    );
    expect(within(messages()).getByText("cozinha", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getAllByText("cozinha", { selector: "strong" })).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      "ChefZap: Eu só converso sobre cozinha 🙂",
    );
  });

  it("goes back to the stages when the chef's words are taken back for a recipe", async () => {
    const user = userEvent.setup();
    const { input } = openChat();
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    await user.type(input(), "tenho ovo e queijo{Enter}");
    await screen.findByText("Pensando…");
    act(() => chatServerEmits("chat:draft", { text: "Vou criar uma receita" }));
    act(() => chatServerEmits("chat:draft", { text: "" }));
    expect(screen.queryByText("Vou criar uma receita")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Pensando…");
    act(() => chatServerEmits("chat:draft", { text: "x".repeat(5000) }));
    expect(screen.getByRole("status")).toHaveTextContent("Pensando…");
  });

  it("reads the history once the socket is connected, with its formatting", async () => {
    openChat([
      said("menu"),
      answered([MENU_REPLY]),
      said("1"),
      answered([
        { kind: "text", text: "Quais ingredientes você tem? Por exemplo: _frango, batata_. Digite *menu*." },
      ]),
    ]);
    expect(
      await within(await screen.findByRole("list", { name: "Mensagens" })).findByText(
        "Receita com o que tenho",
        {
          selector: "div",
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("frango, batata", { selector: "em" })).toBeInTheDocument();
    expect(screen.getByText("menu", { selector: "strong" })).toBeInTheDocument();
    // Read after the socket joined the cook's room: an answer is then in the history or pushed.
    expect(historyReadWhileConnected).toEqual([true]);
    // Nothing pushed before the answer was awaited is announced.
    expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it("offers to read the history again when it did not load, and waits to send until then", async () => {
    const user = userEvent.setup();
    let down = true;
    openChat([], {
      "GET /api/chat/messages": () =>
        down
          ? { status: 500, body: { error: "internal_error", message: "Erro interno." } }
          : { body: { messages: [] } },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Não foi possível carregar a conversa.");
    expect(screen.getByRole("textbox", { name: "Mensagem para o ChefZap" })).toBeDisabled();
    down = false;
    await user.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Mensagem para o ChefZap" })).toBeEnabled();
  });

  it("sends a chip's number and shows its label", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openChat([said("menu"), answered([MENU_REPLY])]);
    await user.click(await screen.findByRole("button", { name: "Escanear foto dos ingredientes" }));
    expect(sentBodies(fetchMock, "POST /api/chat/messages")).toMatchObject([{ text: "2" }]);
    expect(within(messages()).getAllByText("Escanear foto dos ingredientes")).toHaveLength(2);
  });

  it("keeps a message that did not go, and sends it again under the same id", async () => {
    const user = userEvent.setup();
    let offline = true;
    const { fetchMock, input } = openChat([], {
      "POST /api/chat/messages": (body) => {
        if (offline) throw new TypeError("Failed to fetch");
        return accept(body);
      },
    });
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    await user.type(input(), "tenho ovo e queijo{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Não enviada. Não foi possível conectar. Verifique sua internet e tente novamente.",
    );
    offline = false;
    await user.click(screen.getByRole("button", { name: "Tentar de novo" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    const [first, second] = sentBodies(fetchMock, "POST /api/chat/messages");
    expect(second).toEqual(first);
    // jsdom has no fine pointer: like a phone, the keyboard stays closed and focus rests on the conversation.
    expect(screen.getByRole("region", { name: "Conversa" })).toHaveFocus();
  });

  it("does not offer a resend the api would refuse again", async () => {
    const user = userEvent.setup();
    const { input } = openChat([], {
      "POST /api/chat/messages": {
        status: 400,
        body: { error: "validation_error", message: "Escreva uma mensagem." },
      },
    });
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    await user.type(input(), "oi{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Não enviada. Escreva uma mensagem.");
    expect(screen.queryByRole("button", { name: "Tentar de novo" })).not.toBeInTheDocument();
  });

  it("sends a photo through the scanner's checks", async () => {
    // A file picker lets a cook choose "all files" whatever the input accepts.
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = openChat([], {
      "POST /api/chat/photos": { status: 202, body: { id: "p1", status: "stored" } },
    });
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    const picker = screen.getByLabelText("Foto dos ingredientes");
    await user.upload(picker, new File(["%PDF"], "receita.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Escolha uma imagem (JPG, PNG ou WEBP).");
    await user.upload(picker, new File(["x"], "geladeira.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("img", { name: "Foto dos ingredientes enviada" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/chat/photos")).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), imageData: "data:image/jpeg;base64,AAAA" },
    ]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("after a dropped connection reads the history again without doubling a line", async () => {
    const user = userEvent.setup();
    let history: unknown[] = [];
    const { input } = openChat([], {
      "GET /api/chat/messages": () => {
        historyReadWhileConnected.push(fakeChatSocket.connected);
        return { body: { messages: history } };
      },
    });
    await screen.findByRole("heading", { name: "Oi! Eu sou o ChefZap" });
    await user.type(input(), "tenho ovo{Enter}");
    await within(messages()).findByText(/^\d\d:\d\d$/);
    act(() => socketEvent("disconnect"));
    expect(screen.getByText(/Reconectando/)).toBeInTheDocument();
    history = [said("tenho ovo", new Date().toISOString()), answered([{ kind: "text", text: "Aqui está!" }])];
    act(() => socketEvent("connect"));
    expect(await screen.findByText("Aqui está!")).toBeInTheDocument();
    expect(within(messages()).getAllByText("tenho ovo")).toHaveLength(1);
    expect(historyReadWhileConnected).toEqual([true, true]);
    expect(screen.queryByText(/Reconectando/)).not.toBeInTheDocument();
  });
});
