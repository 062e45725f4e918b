import type { ConnectionStatus } from "@chefzap/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "@/test/api-stub";
import { renderAdmin } from "../test/render-admin";
import { WhatsappStatus } from "./whatsapp-status";

const at = "2026-11-23T15:00:00.000Z";
const unlinked: ConnectionStatus = { account: "baileys:5511912345678", state: "qr", qr: "2@abc,def,ghi", at };
const pairing: ConnectionStatus = {
  account: "baileys:5521987654321",
  state: "qr",
  pairingCode: "ABCD1234",
  at,
};

afterEach(() => vi.unstubAllGlobals());

const statusReads = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/admin/whatsapp")).length;

describe("WhatsApp connection panel", () => {
  it("draws the QR code to scan, or shows the pairing code, for each number", async () => {
    renderAdmin(<WhatsappStatus />, {
      path: "/admin/perfect",
      routes: { "GET /api/admin/whatsapp": { body: { accounts: [unlinked, pairing] } } },
    });
    const qr = await screen.findByRole("img", { name: "QR code para conectar baileys:5511912345678" });
    // A QR code's top-left finder pattern starts dark, right inside the 2-module quiet zone.
    expect(qr.querySelector("path")!.getAttribute("d")).toMatch(/^M2 2h1v1h-1z/);
    expect(screen.getAllByRole("img", { name: /QR code/ })).toHaveLength(1);
    expect(screen.getByText("ABCD1234")).toBeInTheDocument();
    expect(screen.getAllByText("Aguardando o pareamento")).toHaveLength(2);
  });

  it("asks the gateway to reconnect a number, says so, and reads the status again", async () => {
    const user = userEvent.setup();
    const dropped: ConnectionStatus = { account: unlinked.account, state: "logged_out", at };
    const { fetchMock } = renderAdmin(<WhatsappStatus />, {
      path: "/admin/perfect",
      routes: {
        "GET /api/admin/whatsapp": { body: { accounts: [dropped] } },
        "POST /api/admin/whatsapp/reconnect": { body: { message: "Reconectando o WhatsApp." } },
      },
    });
    const list = await screen.findByRole("list", { name: "Números de WhatsApp" });
    expect(within(list).getByText("Sessão encerrada no celular")).toBeInTheDocument();
    const readsBefore = statusReads(fetchMock);
    await user.click(within(list).getByRole("button", { name: `Reconectar ${unlinked.account}` }));

    expect(await screen.findByText("Reconectando o WhatsApp.")).toBeInTheDocument();
    expect(screen.getByText("Sucesso")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/admin/whatsapp/reconnect")).toEqual([
      { account: unlinked.account },
    ]);
    await vi.waitFor(() => expect(statusReads(fetchMock)).toBeGreaterThan(readsBefore));
  });

  it("shows the server's reason when no gateway can reconnect it", async () => {
    const user = userEvent.setup();
    const message = "Nenhum gateway conectado atende este número agora. Confira se o bot está rodando.";
    renderAdmin(<WhatsappStatus />, {
      path: "/admin/perfect",
      routes: {
        "GET /api/admin/whatsapp": { body: { accounts: [unlinked] } },
        "POST /api/admin/whatsapp/reconnect": {
          status: 503,
          body: { error: "service_unavailable", message },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: `Reconectar ${unlinked.account}` }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Erro")).toBeInTheDocument();
  });
});
