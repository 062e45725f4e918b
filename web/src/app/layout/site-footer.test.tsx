import { screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { renderAt } from "@/test/render";
import { SiteFooter } from "./site-footer";

afterEach(() => vi.unstubAllGlobals());

it("links the privacy policy, the terms and the cookie policy from every page's footer", () => {
  stubApi();
  renderAt(<SiteFooter />);
  const support = within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Suporte" });
  expect(within(support).getByRole("link", { name: "Privacidade" })).toHaveAttribute("href", "/privacidade");
  expect(within(support).getByRole("link", { name: "Termos de uso" })).toHaveAttribute("href", "/termos");
  expect(within(support).getByRole("link", { name: "Cookies" })).toHaveAttribute("href", "/cookies");
});
