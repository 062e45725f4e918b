import { describe, expect, it } from "vitest";
import { pageDocument, SERVER_STATE_ID } from "./page-document";

const TEMPLATE =
  '<!doctype html><html><head><title>ChefZap</title></head><body><div id="root"></div></body></html>';

describe("pageDocument", () => {
  it("puts the markup in #root, marked with its path, and the page's title first in the head", () => {
    // A page without api answers is a static one: its taps wait for React (main.ts).
    const html = pageDocument(TEMPLATE, "/receitas-da-comunidade", {
      html: "<main><h1>Receitas</h1></main>",
      title: "Receitas da Comunidade · ChefZap",
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="/receitas-da-comunidade" data-holds-taps><main><h1>Receitas</h1></main></div>',
    );
    expect(html.indexOf("<title data-prerendered>Receitas da Comunidade · ChefZap</title>")).toBeLessThan(
      html.indexOf("<title>ChefZap</title>"),
    );
  });

  it("preloads the app's code on a page React takes at once, and not on a static page", () => {
    const template = TEMPLATE.replace(
      "</head>",
      '<link rel="modulepreload" crossorigin href="/assets/start-app-1.js" data-app-code></head>',
    );
    const rendered = pageDocument(template, "/dashboard", { html: "<main></main>", state: { queries: [] } });
    expect(rendered).toContain('href="/assets/start-app-1.js"');
    const prerendered = pageDocument(template, "/", { html: "<main></main>" });
    expect(prerendered).not.toContain("start-app-1.js");
    expect(prerendered).toContain("<title>ChefZap</title></head>");
  });

  it("carries the api answers as JSON that a recipe's own text cannot break out of", () => {
    const title = '</script><script>alert("oi")</script> & <!--';
    const html = pageDocument(TEMPLATE, '/recipes/"x', {
      html: "<main></main>",
      title,
      state: { queries: [{ queryKey: ["/api/recipes", "x"], state: { data: { title } } }] },
    });
    const script = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1]!).queries[0].state.data.title).toBe(title);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('<div id="root" data-prerendered="/recipes/&quot;x">');
    expect(html).toContain("<title data-prerendered>&lt;/script&gt;&lt;script&gt;alert(&quot;oi&quot;)");
  });
});
