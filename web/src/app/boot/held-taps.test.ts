import { afterEach, describe, expect, it } from "vitest";
import { holdTaps } from "./held-taps";

/** A static page's markup, as the build prerendered it: React has not taken it yet. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="save">Salvar</button>
      <label><input type="checkbox" id="lactose" /> Lactose</label>
      <form id="add"><input id="ingredient" /><button type="submit" id="plus">+</button></form>
      <a href="#precos" id="prices">Preços</a>
    </div>
    <button type="button" id="outside">Fora</button>`;
  return document.getElementById("root")!;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("holdTaps", () => {
  it("keeps a tap from the page until React has it, then gives it the whole tap, in order", () => {
    const release = holdTaps(page());
    const seen: string[] = [];
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"])
      byId("save").addEventListener(type, () => seen.push(type));

    byId("save").click();
    expect(seen).toEqual([]);

    release();
    expect(seen).toEqual(["pointerdown", "mousedown", "pointerup", "mouseup", "click"]);
    expect(document.activeElement).toBe(byId("save"));
  });

  it("leaves a box unticked until the replayed tap ticks it, once", () => {
    const release = holdTaps(page());
    const box = byId<HTMLInputElement>("lactose");
    box.click();
    expect(box.checked).toBe(false);
    release();
    expect(box.checked).toBe(true);
  });

  it("sends a form held before React once React has the page", () => {
    const release = holdTaps(page());
    const form = byId<HTMLFormElement>("add");
    let sent = 0;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent++;
    });
    form.requestSubmit();
    expect(sent).toBe(0);
    release();
    expect(sent).toBe(1);
  });

  it("lets links, and controls outside the page, work as they are", () => {
    holdTaps(page());
    const clicked: string[] = [];
    for (const id of ["prices", "outside"]) byId(id).addEventListener("click", () => clicked.push(id));
    byId("prices").click();
    byId("outside").click();
    expect(clicked).toEqual(["prices", "outside"]);
  });

  it("stops holding once released: later taps reach the page directly, and nothing replays twice", () => {
    const release = holdTaps(page());
    let clicks = 0;
    byId("save").addEventListener("click", () => clicks++);
    byId("save").click();
    release();
    release();
    byId("save").click();
    expect(clicks).toBe(2);
  });

  it("takes a second tap on the same control, made while waiting, as the same tap", () => {
    const release = holdTaps(page());
    let clicks = 0;
    byId("save").addEventListener("click", () => clicks++);
    byId("save").click();
    byId("save").click();
    release();
    expect(clicks).toBe(1);
  });

  it("drops a tap on a control that is gone by the time React has the page", () => {
    const release = holdTaps(page());
    const save = byId("save");
    let clicks = 0;
    save.addEventListener("click", () => clicks++);
    save.click();
    save.remove();
    release();
    expect(clicks).toBe(0);
  });
});
