import { screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { signedInApi, stubApi } from "@/test/api-stub";
import { aUser } from "@/test/factories";
import { renderAt } from "@/test/render";
import { PricingSection } from "./pricing-section";

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.getByRole("article", { name });

it("shows the free quota of 3 and Premium at R$ 9,90/mês, sending visitors to sign-up", async () => {
  stubApi();
  renderAt(<PricingSection />);
  expect(within(card("Grátis")).getByText("3 receitas com IA")).toBeInTheDocument();
  expect(within(card("Grátis")).getByText("Sem cartão de crédito")).toBeInTheDocument();
  expect(within(card("Premium")).getByText(/R\$\s9,90/)).toBeInTheDocument();
  expect(within(card("Premium")).getByText("/mês")).toBeInTheDocument();
  expect(screen.queryByText(/5 receitas/)).not.toBeInTheDocument();
  await within(card("Grátis")).findByRole("link", { name: "Começar grátis" });
  expect(within(card("Premium")).getByRole("link", { name: "Assinar Premium" })).toHaveAttribute(
    "href",
    "/register",
  );
});

it("sends signed-in users to /subscribe", async () => {
  signedInApi();
  renderAt(<PricingSection />);
  expect(await within(card("Grátis")).findByRole("link", { name: "Criar uma receita" })).toHaveAttribute(
    "href",
    "/#ingredientes",
  );
  expect(within(card("Premium")).getByRole("link", { name: "Assinar Premium" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
  expect(document.getElementById("precos")).toBeInTheDocument();
});

it("offers a Premium cook their subscription, not Premium again", async () => {
  signedInApi({ "GET /api/session": { body: { user: aUser({ plan: "premium" }) } } });
  renderAt(<PricingSection />);
  expect(await within(card("Premium")).findByRole("link", { name: "Minha assinatura" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
  expect(screen.queryByRole("link", { name: "Assinar Premium" })).not.toBeInTheDocument();
});
