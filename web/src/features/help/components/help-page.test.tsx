import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { configureSupport, SUPPORT } from "@/test/support-env";
import { HelpPage } from "./help-page";

afterEach(() => vi.unstubAllGlobals());

describe("HelpPage", () => {
  it("lists the configured WhatsApp and e-mail support with opening hours", () => {
    stubApi();
    configureSupport();
    renderAt(<HelpPage />, "/ajuda");
    const contact = screen.getByRole("region", { name: "Fale com o suporte" });
    const whatsapp = within(contact).getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute("href", SUPPORT.whatsappUrl);
    expect(whatsapp).toHaveTextContent(SUPPORT.whatsapp);
    expect(within(contact).getByRole("link", { name: /E-mail/ })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT.email}`,
    );
    expect(within(contact).getAllByText(/Segunda a sexta/)).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Falar com o suporte/ })).toHaveTextContent(
      "WhatsApp ou e-mail.",
    );
  });

  it("shows only the channels the build was configured with, and no made-up number", () => {
    stubApi();
    vi.stubEnv("VITE_SUPPORT_EMAIL", SUPPORT.email);
    renderAt(<HelpPage />, "/ajuda");
    const contact = screen.getByRole("region", { name: "Fale com o suporte" });
    expect(within(contact).queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Falar com o suporte/ })).toHaveTextContent("E-mail.");
    expect(document.body).not.toHaveTextContent("99999-9999");
  });

  it("leaves the contact section and its shortcut out when no channel is configured", () => {
    stubApi();
    renderAt(<HelpPage />, "/ajuda");
    expect(screen.queryByRole("region", { name: "Fale com o suporte" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Falar com o suporte/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Como funciona/ })).toBeInTheDocument();
  });

  it("keeps only one FAQ answer open and lets it collapse", async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt(<HelpPage />, "/faq");
    const faq = screen.getByRole("region", { name: "Perguntas frequentes" });
    const questions = within(faq).getAllByRole("button");
    expect(questions).toHaveLength(9);

    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute("aria-expanded", "true");
    await user.click(questions[1]!);
    expect(questions[1]).toHaveAttribute("aria-expanded", "true");
    expect(questions[0]).toHaveAttribute("aria-expanded", "false");
    await user.click(questions[1]!);
    expect(questions[1]).toHaveAttribute("aria-expanded", "false");
  });

  it("answers with the real free quota", async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt(<HelpPage />, "/ajuda");
    await user.click(screen.getByRole("button", { name: "Quantas receitas posso gerar de graça?" }));
    expect(screen.getByText(/inclui 3 receitas com IA/)).toBeInTheDocument();
    expect(screen.queryByText(/5 receitas/)).not.toBeInTheDocument();
  });

  it("offers shortcuts to how it works, pricing and support", () => {
    stubApi();
    configureSupport();
    renderAt(<HelpPage />, "/ajuda");
    const shortcuts = screen.getByRole("navigation", { name: "Atalhos da ajuda" });
    expect(within(shortcuts).getByRole("link", { name: /Como funciona/ })).toHaveAttribute(
      "href",
      "/como-funciona",
    );
    expect(within(shortcuts).getByRole("link", { name: /Planos e preços/ })).toHaveAttribute(
      "href",
      "/#precos",
    );
    expect(within(shortcuts).getByRole("link", { name: /Falar com o suporte/ })).toHaveAttribute(
      "href",
      "/ajuda#contato",
    );
  });
});
