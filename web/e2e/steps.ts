import assert from "node:assert/strict";
import type { Page } from "playwright-core";

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const newAccount = (name: string): Account => ({
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}.${Date.now()}@exemplo.com.br`,
  password: "feijoada123",
});

export async function addIngredients(page: Page, items: readonly string[]) {
  const input = page.getByLabel("Quais ingredientes você tem?");
  // A cook's first touch brings React to a static page, and they type slower than it comes; a robot
  // typing a word and Enter at once would outrun it.
  await input.focus();
  await reactHasThePage(page);
  for (const item of items) {
    await input.fill(item);
    await input.press("Enter");
  }
}

/** Waits until React has the page (start-app marks the root), as taps on a static page bring it. */
export async function reactHasThePage(page: Page) {
  await page.locator("#root[data-hydrated]").waitFor({ state: "attached" });
}

export async function completeWizard(page: Page, who: Account) {
  await page.getByLabel("Nome completo").fill(who.name);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("textbox", { name: "WhatsApp" }).pressSequentially("11987654321");
  assert.equal(await page.getByRole("textbox", { name: "WhatsApp" }).inputValue(), "(11) 98765-4321");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Senha", { exact: true }).fill(who.password);
  await page.getByLabel("Confirmar senha").fill(who.password);
  await page.getByRole("button", { name: "Criar conta" }).click();
}

/**
 * Resolves with the labels the loading screen marked as current, in order, once it reaches the
 * last one; start it before anything slow so no step goes unseen.
 */
export function watchLoadingSteps(page: Page): Promise<string[]> {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const seen = [];
    const check = () => {
      const label = document.querySelector('[aria-current="step"]')?.textContent ?? "";
      if (label && seen.at(-1) !== label) seen.push(label);
      if (label === "Receita pronta!") resolve(seen);
    };
    check();
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  })`);
}

/** Waits for the page itself, not the skeleton that stands in while its code or data downloads. */
export async function pageReady(page: Page) {
  await page.locator('main:not([aria-busy="true"])').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  // Lazy pages set their title once their code has run.
  await page.waitForFunction(() => /ChefZap/.test(document.title));
}
