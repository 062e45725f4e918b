import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/config/constants";
import { stubApi } from "@/test/api-stub";
import { configureSupport, SUPPORT } from "@/test/support-env";
import { renderRoutes } from "@/test/render";
import { CookiesPage } from "./cookies-page";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

afterEach(() => vi.unstubAllGlobals());

function renderPage(path: string, Page: ComponentType) {
  return renderRoutes(
    [
      { path, element: <Page /> },
      { path: "/", element: <h1>Início</h1> },
    ],
    path,
  );
}

// Spec part 2, "Legal pages": twelve, thirteen and nine sections.
const pages = [
  { path: "/privacidade", Page: PrivacyPage, title: "Política de Privacidade", sections: 12 },
  { path: "/termos", Page: TermsPage, title: "Termos de Uso", sections: 13 },
  { path: "/cookies", Page: CookiesPage, title: "Política de Cookies", sections: 9 },
];

describe.each(pages)("$path", ({ path, Page, title, sections }) => {
  it(`shows "${title}" with ${sections} numbered sections, each in the table of contents`, () => {
    stubApi();
    renderPage(path, Page);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Última atualização/)).toHaveTextContent(
      "Última atualização: 23 de novembro de 2026",
    );
    const article = screen.getByRole("article", { name: title });
    const regions = within(article).getAllByRole("region");
    expect(regions).toHaveLength(sections);
    const toc = within(screen.getByRole("navigation", { name: "Nesta página" })).getAllByRole("link");
    expect(toc.map((link) => link.getAttribute("href"))).toEqual(regions.map((region) => `#${region.id}`));
    regions.forEach((region, index) =>
      expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
        new RegExp(`^${index + 1}\\. \\S`),
      ),
    );
  });

  it("goes back to the start with Voltar ao início", async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage(path, Page);
    await user.click(screen.getByRole("link", { name: "Voltar ao início" }));
    expect(await screen.findByRole("heading", { name: "Início" })).toBeInTheDocument();
  });

  it("names the configured contact e-mail and never the WhatsApp number", () => {
    stubApi();
    configureSupport();
    renderPage(path, Page);
    const mail = screen.getAllByRole("link", { name: SUPPORT.email });
    expect(mail.length).toBeGreaterThan(0);
    for (const link of mail) expect(link.getAttribute("href")).toMatch(`mailto:${SUPPORT.email}?subject=`);
    expect(document.body).not.toHaveTextContent(SUPPORT.whatsapp);
  });

  it("sends requests to the help center when no e-mail is configured", () => {
    stubApi();
    renderPage(path, Page);
    const help = screen.getAllByRole("link", { name: "a nossa Central de Ajuda" });
    expect(help.length).toBeGreaterThan(0);
    for (const link of help) expect(link).toHaveAttribute("href", "/ajuda");
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});

describe("what the texts promise", () => {
  it("privacy: LGPD, sensitive health data, photos not kept, card data never on our servers", () => {
    stubApi();
    renderPage("/privacidade", PrivacyPage);
    const text = document.body.textContent ?? "";
    expect(text).toContain("Lei nº 13.709/2018");
    expect(text).toMatch(/dados pessoais sensíveis \(art\. 5º, II, e art\. 11\)/);
    expect(text).toContain("não a gravamos em disco nem no banco de dados");
    expect(text).toContain("nunca passam pelos nossos servidores");
    expect(screen.getByRole("link", { name: "Política de Cookies" })).toHaveAttribute("href", "/cookies");
  });

  it("terms: 18+, R$ 9,90 a month renewed monthly, cancel at period end, 7-day withdrawal", () => {
    stubApi();
    renderPage("/termos", TermsPage);
    const text = (document.body.textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("18 anos ou mais");
    expect(text).toContain("R$ 9,90 por mês");
    expect(text).toContain("renova automaticamente todo mês");
    expect(text).toContain("O cancelamento vale no fim do período já pago");
    expect(text).toContain("art. 49 do Código de Defesa do Consumidor");
    expect(text).toContain("Uma receita publicada não pode ser despublicada");
    expect(text).toContain("30 dias de antecedência");
  });

  it("cookies: the session cookie and every browser storage key the app writes, and no banner", () => {
    stubApi();
    renderPage("/cookies", CookiesPage);
    // Every key the web app writes is disclosed: a new one fails here until the policy names it.
    for (const name of ["chefzap_session", ...Object.values(STORAGE_KEYS)])
      expect(screen.getByText(name)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "5. Por que não mostramos aviso de consentimento" }),
    ).toBeInTheDocument();
  });
});
